import type { ReactNode } from 'react';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';

/** Whether the logged-in member holds `code`, for what the directive cannot wrap (a column, a prop). */
export function usePermission(code: string): boolean {
  return useSessionStore((state) => hasPermission(state.user?.centreJurisdiction, code));
}

interface PermissionProps {
  code: string;
  children: ReactNode;
  /** Shown instead to members without the code; nothing by default. */
  fallback?: ReactNode;
}

/** The permission directive: renders its children only for members holding `code`. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  return usePermission(code) ? children : fallback;
}
