import * as v from 'valibot';
import * as s from '@/lib/schema';
import { MEDICAL_CATEGORIES } from '@/config/paths';
import { CONSULTATION_STATUSES, MEDICAL_ITEM_KINDS } from '@/lib/enums/consultation';

/**
 * One good or consultation service of a category. An item of a kind the app does not know is
 * left out: a good it cannot put in the cart, or a service it cannot book, is not offered.
 */
export const medicalItemSchema = v.object({
  itemId: s.int(),
  kind: v.picklist(MEDICAL_ITEM_KINDS),
  name: s.text(),
  /** An image URL, '' for none. */
  image: s.text(),
  intro: s.text(),
  /** fen: the good's price, or the consultation's fee. */
  price: s.fen(),
  /** GOOD: the catalogue's good and the stock the cart takes; 0 for a service. */
  goodId: s.num(),
  goodStockId: s.num(),
  /** SERVICE: how long the consultation lasts, in minutes; 0 when not said. */
  duration: s.num(),
});
export type MedicalItem = s.Output<typeof medicalItemSchema>;

export const medicalItemPageSchema = s.paged(medicalItemSchema);

export const medicalItemQuerySchema = v.object({
  ...s.pageQuery,
  category: v.picklist(MEDICAL_CATEGORIES),
  kind: v.optional(v.picklist(MEDICAL_ITEM_KINDS)),
  keyword: v.optional(v.string()),
});
export type MedicalItemQuery = s.Input<typeof medicalItemQuerySchema>;

const summaryEntries = {
  consultationId: s.int(),
  consultationNo: s.text(),
  // a row of a category the app does not know is left out: it has no screen to link to
  category: v.picklist(MEDICAL_CATEGORIES),
  /** The service booked. */
  serviceName: s.text(),
  /** The fee, fen. */
  price: s.fen(),
  // an unknown status offers nothing: never 去支付 for a fee that may be paid already
  status: s.oneOf(CONSULTATION_STATUSES, 'CANCELLED'),
  patientName: s.text(),
  /** YYYY-MM-DD */
  appointmentDay: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
};

/** One row of the member's consultations. */
export const consultationSummarySchema = v.object(summaryEntries);
export type ConsultationSummary = s.Output<typeof consultationSummarySchema>;

export const consultationPageSchema = s.paged(consultationSummarySchema);

/** A consultation: the booking with what the member wrote and the doctor's reply. */
export const consultationSchema = v.object({
  ...summaryEntries,
  phone: s.text(),
  description: s.text(),
  /** YYYY-MM-DD HH:mm:ss, '' while unpaid. */
  payTime: s.text(),
  /** Plain text, '' before the doctor answers. */
  doctorReply: s.text(),
});
export type Consultation = s.Output<typeof consultationSchema>;

export const consultationQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(CONSULTATION_STATUSES)),
  category: v.optional(v.picklist(MEDICAL_CATEGORIES)),
});
export type ConsultationQuery = s.Input<typeof consultationQuerySchema>;

/** A service of a category booked for a patient. */
export const bookingBodySchema = v.object({
  itemId: v.number(),
  patientName: v.string(),
  phone: v.string(),
  /** YYYY-MM-DD, from tomorrow to 14 days ahead. */
  appointmentDay: v.string(),
  description: v.string(),
});
export type BookingBody = s.Input<typeof bookingBodySchema>;

export const payOneBodySchema = v.object({ consultationId: v.number() });
