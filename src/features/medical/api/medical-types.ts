import type { MedicalCategory } from '@/config/paths';
import type { PageQuery } from '@/lib/api-types';
import type { ConsultationStatus, MedicalItemKind } from '@/lib/enums/consultation';

export { MEDICAL_CATEGORIES, type MedicalCategory } from '@/config/paths';
export {
  CONSULTATION_STATUSES,
  MEDICAL_ITEM_KINDS,
  type ConsultationStatus,
  type MedicalItemKind,
} from '@/lib/enums/consultation';

/** One good or consultation service of a category (GET medical/item). */
export interface MedicalItem {
  itemId: number;
  kind: MedicalItemKind;
  name: string;
  /** An image URL, '' for none. */
  image: string;
  intro: string;
  /** fen: the good's price, or the consultation's fee. */
  price: number;
  /** GOOD: the catalogue's good and the stock the cart takes; 0 for a service. */
  goodId: number;
  goodStockId: number;
  /** SERVICE: how long the consultation lasts, in minutes; 0 when not said. */
  duration: number;
}

export interface MedicalItemPage {
  list: MedicalItem[];
  total: number;
}

export interface MedicalItemQuery extends PageQuery {
  category: MedicalCategory;
  kind?: MedicalItemKind;
  keyword?: string;
}

/** One row of GET medical/consultation. */
export interface ConsultationSummary {
  consultationId: number;
  consultationNo: string;
  category: MedicalCategory;
  /** The service booked. */
  serviceName: string;
  /** The fee, fen. */
  price: number;
  status: ConsultationStatus;
  patientName: string;
  /** YYYY-MM-DD */
  appointmentDay: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface ConsultationPage {
  list: ConsultationSummary[];
  total: number;
}

/** GET medical/consultation/{id}: the booking with what the member wrote and the doctor's reply. */
export interface Consultation extends ConsultationSummary {
  phone: string;
  description: string;
  /** YYYY-MM-DD HH:mm:ss, '' while unpaid. */
  payTime: string;
  /** Plain text, '' before the doctor answers. */
  doctorReply: string;
}

export interface ConsultationQuery extends PageQuery {
  status?: ConsultationStatus;
  category?: MedicalCategory;
}

/** POST medical/consultation: a service of a category booked for a patient. */
export interface BookingBody {
  itemId: number;
  patientName: string;
  phone: string;
  appointmentDay: string;
  description: string;
}
