import { consultationStatusCopy, medicalItemKindCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/**
 * A paid consultation's status (designed, docs/api.md): booked and waiting for its fee, paid
 * and waiting for the doctor, under way, done, or cancelled (an unpaid booking the platform
 * closed).
 */
export const CONSULTATION_STATUSES = ['UNPAID', 'PAID', 'ONGOING', 'DONE', 'CANCELLED'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const consultationStatus = defineEnumeration(CONSULTATION_STATUSES, consultationStatusCopy, {
  UNPAID: 'warning',
  PAID: 'progress',
  ONGOING: 'progress',
  DONE: 'success',
  CANCELLED: 'neutral',
});

/** What a medical category lists (designed): goods of the catalogue, or consultations to book. */
export const MEDICAL_ITEM_KINDS = ['GOOD', 'SERVICE'] as const;
export type MedicalItemKind = (typeof MEDICAL_ITEM_KINDS)[number];

export const medicalItemKind = defineEnumeration(MEDICAL_ITEM_KINDS, medicalItemKindCopy, {
  GOOD: 'neutral',
  SERVICE: 'progress',
});
