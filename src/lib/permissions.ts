/** The permission codes SPEC's sample menu data shows (centreJurisdiction). */
export const PERMISSIONS = {
  systemManagement: 'SYSTEM_MANAGEMENT',
  systemLog: 'SYSTEM_MANAGEMENT:SYSTEM_LOG',
} as const;

/** centreJurisdiction is a semicolon-separated list of permission codes. */
export function parseJurisdiction(jurisdiction: string | null | undefined): Set<string> {
  return new Set(
    (jurisdiction ?? '')
      .split(';')
      .map((code) => code.trim())
      .filter(Boolean),
  );
}

export function hasPermission(jurisdiction: string | null | undefined, code: string): boolean {
  return parseJurisdiction(jurisdiction).has(code);
}

/** Keeps the items the member may see: those without a code, and those whose code they hold. */
export function filterByPermission<T extends { permission?: string }>(
  items: readonly T[],
  jurisdiction: string | null | undefined,
): T[] {
  const granted = parseJurisdiction(jurisdiction);
  return items.filter((item) => !item.permission || granted.has(item.permission));
}
