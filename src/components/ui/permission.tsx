import type { ReactNode } from 'react';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';

interface PermissionProps {
  code: string;
  children: ReactNode;
  /** Shown instead to members without the code; nothing by default. */
  fallback?: ReactNode;
}

/** The permission directive: renders its children only for members holding `code`. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  const jurisdiction = useSessionStore((state) => state.user?.centreJurisdiction);
  return hasPermission(jurisdiction, code) ? children : fallback;
}
