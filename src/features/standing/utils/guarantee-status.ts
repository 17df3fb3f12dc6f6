import { depositCopy, guaranteeStatusCopy } from '@/copy';
import type { GuaranteeStatus } from '../api/standing-types';

/** The Chinese label of a guarantee status (SPEC section 3); unknown when the server's is not known. */
export const guaranteeStatusLabel = (status: GuaranteeStatus | null): string =>
  status === null ? depositCopy.unknownStatus : guaranteeStatusCopy[status];

const TONES: Record<GuaranteeStatus, string> = {
  0: 'processing',
  1: 'success',
  2: 'warning',
  3: 'error',
};

/** The Tag colour of a status: held, returned, partly and all deducted. */
export const guaranteeStatusTone = (status: GuaranteeStatus | null): string =>
  status === null ? 'default' : TONES[status];
