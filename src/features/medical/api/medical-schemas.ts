import { MEDICAL_CATEGORIES } from '@/config/paths';
import { CONSULTATION_STATUSES, MEDICAL_ITEM_KINDS } from '@/lib/enums/consultation';
import {
  fen,
  int,
  num,
  oneOf,
  optional,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/**
 * One good or consultation service of a category. An item of a kind the app does not know is
 * left out: a good it cannot put in the cart, or a service it cannot book, is not offered.
 */
export const medicalItemSchema = v.object({
  itemId: int(),
  kind: v.picklist(MEDICAL_ITEM_KINDS),
  name: text(),
  /** An image URL, '' for none. */
  image: text(),
  intro: text(),
  /** fen: the good's price, or the consultation's fee. */
  price: fen(),
  /** GOOD: the catalogue's good and the stock the cart takes; 0 for a service. */
  goodId: num(),
  goodStockId: num(),
  /** SERVICE: how long the consultation lasts, in minutes; 0 when not said. */
  duration: num(),
});
export type MedicalItem = Output<typeof medicalItemSchema>;

export const medicalItemPageSchema = paged(medicalItemSchema);
export type MedicalItemPage = Output<typeof medicalItemPageSchema>;

export const medicalItemQuerySchema = v.object({
  ...pageQuery,
  category: v.picklist(MEDICAL_CATEGORIES),
  kind: optional(v.picklist(MEDICAL_ITEM_KINDS)),
  keyword: optional(v.string()),
});
export type MedicalItemQuery = Input<typeof medicalItemQuerySchema>;

const summaryEntries = {
  consultationId: int(),
  consultationNo: text(),
  // a row of a category the app does not know is left out: it has no screen to link to
  category: v.picklist(MEDICAL_CATEGORIES),
  /** The service booked. */
  serviceName: text(),
  /** The fee, fen. */
  price: fen(),
  // an unknown status offers nothing: never 去支付 for a fee that may be paid already
  status: oneOf(CONSULTATION_STATUSES, 'CANCELLED'),
  patientName: text(),
  /** YYYY-MM-DD */
  appointmentDay: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
};

/** One row of the member's consultations. */
export const consultationSummarySchema = v.object(summaryEntries);
export type ConsultationSummary = Output<typeof consultationSummarySchema>;

export const consultationPageSchema = paged(consultationSummarySchema);
export type ConsultationPage = Output<typeof consultationPageSchema>;

/** A consultation: the booking with what the member wrote and the doctor's reply. */
export const consultationSchema = v.object({
  ...summaryEntries,
  phone: text(),
  description: text(),
  /** YYYY-MM-DD HH:mm:ss, '' while unpaid. */
  payTime: text(),
  /** Plain text, '' before the doctor answers. */
  doctorReply: text(),
});
export type Consultation = Output<typeof consultationSchema>;

export const consultationQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(CONSULTATION_STATUSES)),
  category: optional(v.picklist(MEDICAL_CATEGORIES)),
});
export type ConsultationQuery = Input<typeof consultationQuerySchema>;

/** A service of a category booked for a patient. */
export const bookingBodySchema = v.object({
  itemId: v.number(),
  patientName: v.string(),
  phone: v.string(),
  /** YYYY-MM-DD, from tomorrow to 14 days ahead. */
  appointmentDay: v.string(),
  description: v.string(),
});
export type BookingBody = Input<typeof bookingBodySchema>;

export const payOneBodySchema = v.object({ consultationId: v.number() });
