/** SPEC section 3's audit status, shared by withdrawals, investments, certifications and more. */
export const AUDIT_STATUSES = ['UNDEFINED', 'PASS', 'REFUSE', 'AUDIT', 'RECALL'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
