import type { AuditStatus } from '@/lib/enums/audit-status';

/** The unified social credit code: 18 digits or capitals (no I, O, Z, S, V). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const CREDIT_CODE_LENGTH = 18;

export const isCreditCode = (value: string): boolean => CREDIT_CODE.test(value);

/** A certification can be edited while a draft, refused or recalled; not under audit or passed. */
export const isEditable = (status: AuditStatus): boolean => status !== 'AUDIT' && status !== 'PASS';

/** Only a certification under audit can be recalled. */
export const isRecallable = (status: AuditStatus): boolean => status === 'AUDIT';

/** At most this many images for a supplied good, at least one. */
export const MAX_GOOD_IMAGES = 6;

/** The most documents one certification field takes. */
export const MAX_DOCUMENTS = 9;
