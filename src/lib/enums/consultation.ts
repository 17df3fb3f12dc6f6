import { MEDICAL_CATEGORIES } from '@/config/paths';
import { consultationStatusCopy, medicalCategoryCopy, medicalItemKindCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

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

/** The ten medical categories (designed): each has its screen, and a consultation is of one. */
export const medicalCategory = defineEnumeration(
  MEDICAL_CATEGORIES,
  medicalCategoryCopy,
  neutralTones(MEDICAL_CATEGORIES),
);
