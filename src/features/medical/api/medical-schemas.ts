import { fen, int, num, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import {
  CONSULTATION_STATUSES,
  MEDICAL_CATEGORIES,
  MEDICAL_ITEM_KINDS,
  type Consultation,
  type ConsultationPage,
  type ConsultationSummary,
  type MedicalItem,
  type MedicalItemPage,
} from './medical-types';

/**
 * An item of a kind the app does not know is left out: a good it cannot put in the cart, or
 * a service it cannot book, is not offered.
 */
export const medicalItemSchema: Schema<MedicalItem> = v.object({
  itemId: int(),
  kind: v.picklist(MEDICAL_ITEM_KINDS),
  name: text(),
  image: text(),
  intro: text(),
  price: fen(),
  goodId: num(),
  goodStockId: num(),
  duration: num(),
});

export const medicalItemPageSchema: Schema<MedicalItemPage> = paged(medicalItemSchema);

const summaryEntries = {
  consultationId: int(),
  consultationNo: text(),
  // a row of a category the app does not know is left out: it has no screen to link to
  category: v.picklist(MEDICAL_CATEGORIES),
  serviceName: text(),
  price: fen(),
  // an unknown status offers nothing: never 去支付 for a fee that may be paid already
  status: oneOf(CONSULTATION_STATUSES, 'CANCELLED'),
  patientName: text(),
  appointmentDay: text(),
  createTime: text(),
};

export const consultationSummarySchema: Schema<ConsultationSummary> = v.object(summaryEntries);

export const consultationPageSchema: Schema<ConsultationPage> = paged(consultationSummarySchema);

export const consultationSchema: Schema<Consultation> = v.object({
  ...summaryEntries,
  phone: text(),
  description: text(),
  payTime: text(),
  doctorReply: text(),
});
