import type { ReactNode } from 'react';
import { hasPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';

/** The permission directive: renders its children only for members holding `code`. */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  const jurisdiction = useSessionStore((state) => state.user?.centreJurisdiction);
  return hasPermission(jurisdiction, code) ? children : null;
}
