import { auditStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3's audit status, shared by withdrawals, investments, certifications and more. */
export const AUDIT_STATUSES = ['UNDEFINED', 'PASS', 'REFUSE', 'AUDIT', 'RECALL'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const auditStatus = defineEnumeration(AUDIT_STATUSES, auditStatusCopy, {
  UNDEFINED: 'neutral',
  PASS: 'success',
  REFUSE: 'error',
  AUDIT: 'progress',
  RECALL: 'neutral',
});
