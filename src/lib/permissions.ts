/**
 * The centreJurisdiction codes the app checks. SPEC's sample menu data shows the two system
 * codes; the business codes are designed in the same `AREA:ACTION` form (docs/api.md).
 */
export const PERMISSIONS = {
  systemManagement: 'SYSTEM_MANAGEMENT',
  systemLog: 'SYSTEM_MANAGEMENT:SYSTEM_LOG',
  /** Authorize or invite team members and run team actions. */
  teamAuthorize: 'TEAM_MANAGEMENT:AUTHORIZE',
  /** Follow or unfollow several team members at once (follow/batch). */
  teamFollowBatch: 'TEAM_MANAGEMENT:FOLLOW_BATCH',
  /** Apply for, upgrade or stop a distribution centre. */
  distributionApply: 'DISTRIBUTION_MANAGEMENT:APPLY',
  /** Send the distribution centre's orders (record the parcel). */
  distributionSend: 'DISTRIBUTION_MANAGEMENT:SEND',
  /** Add goods to supply. */
  supplyGood: 'SUPPLY_MANAGEMENT:GOOD',
  /** Print the storage statement. */
  warehousePrint: 'WAREHOUSE_MANAGEMENT:PRINT',
  /** Split service orders into parcels and record service. */
  serviceServe: 'SERVICE_MANAGEMENT:SERVE',
  /** Add cooperation tasks and run the price matching. */
  cooperationManage: 'COOPERATION_MANAGEMENT:MANAGE',
  /** Link members as staff and unlink them (user/link). */
  staffLink: 'STAFF_MANAGEMENT:LINK',
  /** Change a staff member's post, war area and remark. */
  staffEdit: 'STAFF_MANAGEMENT:EDIT',
  /** Accept logistics tasks and submit their results. */
  logisticsTask: 'LOGISTICS_MANAGEMENT:TASK',
  /** See each team member's sales on 销售汇总 (the levels' totals are everyone's). */
  teamPerformance: 'TEAM_MANAGEMENT:PERFORMANCE',
} as const;

/** Every code, as one centreJurisdiction (the first seeded member holds them all). */
export const ALL_PERMISSION_CODES = Object.values(PERMISSIONS).join(';');

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
