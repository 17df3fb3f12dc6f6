import type { ConsultationQuery, MedicalItemQuery } from './medical-schemas';

export const medicalKeys = {
  all: ['medical'] as const,
  items: (query: MedicalItemQuery) => [...medicalKeys.all, 'items', query] as const,
  consultations: () => [...medicalKeys.all, 'consultation'] as const,
  consultationList: (query: ConsultationQuery) =>
    [...medicalKeys.consultations(), 'list', query] as const,
  consultation: (consultationId: number) =>
    [...medicalKeys.consultations(), 'detail', consultationId] as const,
};
