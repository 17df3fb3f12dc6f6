import { depositCopy } from '@/copy';
import { guaranteeStatus, type GuaranteeStatus } from '@/lib/enums/guarantee-status';
import type { Tone } from '@/lib/enums/tone';

/** The Chinese label of a guarantee status (SPEC section 3); unknown when the server's is not known. */
export const guaranteeStatusLabel = (status: GuaranteeStatus | null): string =>
  status === null ? depositCopy.unknownStatus : guaranteeStatus.label(status);

/** The tone of a status: held, returned, partly and all deducted; neutral when unknown. */
export const guaranteeStatusTone = (status: GuaranteeStatus | null): Tone =>
  status === null ? 'neutral' : guaranteeStatus.tone(status);
