import type { Input, Output } from '@/lib/schema';
import type {
  bookingBodySchema,
  consultationPageSchema,
  consultationQuerySchema,
  consultationSchema,
  consultationSummarySchema,
  medicalItemPageSchema,
  medicalItemQuerySchema,
  medicalItemSchema,
} from './medical-schemas';

export { MEDICAL_CATEGORIES, type MedicalCategory } from '@/config/paths';
export {
  CONSULTATION_STATUSES,
  MEDICAL_ITEM_KINDS,
  type ConsultationStatus,
  type MedicalItemKind,
} from '@/lib/enums/consultation';

export type MedicalItem = Output<typeof medicalItemSchema>;
export type MedicalItemPage = Output<typeof medicalItemPageSchema>;
export type MedicalItemQuery = Input<typeof medicalItemQuerySchema>;
export type ConsultationSummary = Output<typeof consultationSummarySchema>;
export type ConsultationPage = Output<typeof consultationPageSchema>;
export type Consultation = Output<typeof consultationSchema>;
export type ConsultationQuery = Input<typeof consultationQuerySchema>;
export type BookingBody = Input<typeof bookingBodySchema>;
