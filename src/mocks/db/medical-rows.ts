import type { Consultation, MedicalItem } from '@/features/medical/api/medical-schemas';
import type { MedicalCategory } from '@/config/paths';

/** A good or consultation service offered under a medical category. */
export interface MedicalItemRow extends MedicalItem {
  category: MedicalCategory;
}

/** A member's booking of a consultation service. */
export interface ConsultationRow extends Consultation {
  userId: number;
  /** The service booked. */
  itemId: number;
}

export interface MedicalTables {
  items: MedicalItemRow[];
  consultations: ConsultationRow[];
}
