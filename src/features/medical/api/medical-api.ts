import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import {
  consultationPageSchema,
  consultationSchema,
  medicalItemPageSchema,
} from './medical-schemas';
import type { BookingBody, ConsultationQuery, MedicalItemQuery } from './medical-types';

export const MEDICAL_PATHS = {
  items: 'v1/front/medical/item',
  consultations: 'v1/front/medical/consultation',
  consultation: 'v1/front/medical/consultation/:consultationId',
  payOne: '/common/payOne',
} as const;

/** A category's goods and consultation services, services first. */
export const getMedicalItems = (query: MedicalItemQuery) =>
  apiClient.get(MEDICAL_PATHS.items, medicalItemPageSchema, { params: query });

/** The member's consultations, the latest booked first. */
export const getConsultations = (query: ConsultationQuery) =>
  apiClient.get(MEDICAL_PATHS.consultations, consultationPageSchema, { params: query });

export const getConsultation = (consultationId: number) =>
  apiClient.get(fillPath(MEDICAL_PATHS.consultation, { consultationId }), consultationSchema);

/** A consultation's state, to learn what became of a payment whose answer was lost. */
export const getConsultationState = (consultationId: number) =>
  apiClient.get(fillPath(MEDICAL_PATHS.consultation, { consultationId }), consultationSchema, {
    takeOver: 'all',
  });

/**
 * Books a service: the consultation comes back waiting for its fee. One idempotency key per
 * 提交预约 intent, so a form sent again after a lost answer books once.
 */
export const bookConsultation = (body: BookingBody, idempotencyKey: string) =>
  apiClient.post(MEDICAL_PATHS.consultations, body, consultationSchema, { idempotencyKey });

/**
 * Pays a consultation's fee from the balance. Every failure is the caller's to show (30232
 * opens the recharge dialog); one idempotency key per 余额支付 intent, kept for every retry.
 */
export const payConsultation = (consultationId: number, idempotencyKey: string) =>
  apiClient.post(MEDICAL_PATHS.payOne, { consultationId }, noAnswer, {
    takeOver: 'all',
    idempotencyKey,
  });
