import { apiClient } from '@/lib/api-client';
import { medicalEndpoints } from './medical-endpoints';
import type { BookingBody, ConsultationQuery, MedicalItemQuery } from './medical-schemas';

export const getMedicalItems = (query: MedicalItemQuery) =>
  apiClient.call(medicalEndpoints.items, { query });

export const getConsultations = (query: ConsultationQuery) =>
  apiClient.call(medicalEndpoints.consultations, { query });

export const getConsultation = (consultationId: number) =>
  apiClient.call(medicalEndpoints.consultation, { path: { consultationId } });

/** A consultation's state, to learn what became of a payment whose answer was lost. */
export const getConsultationState = (consultationId: number) =>
  apiClient.call(medicalEndpoints.consultation, { path: { consultationId }, takeOver: 'all' });

/** One idempotency key per 提交预约 intent, so a form sent again after a lost answer books once. */
export const bookConsultation = (body: BookingBody, idempotencyKey: string) =>
  apiClient.call(medicalEndpoints.book, { body, idempotencyKey });

/**
 * Every failure is the caller's to show (30232 opens the recharge dialog); one idempotency key
 * per 余额支付 intent, kept for every retry.
 */
export const payConsultation = (consultationId: number, idempotencyKey: string) =>
  apiClient.call(medicalEndpoints.payOne, {
    body: { consultationId },
    takeOver: 'all',
    idempotencyKey,
  });
