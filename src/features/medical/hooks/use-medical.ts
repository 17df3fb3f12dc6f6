import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { useBalancePayment, type BalancePaymentOutcomes } from '@/lib/use-balance-payment';
import { medicalEndpoints } from '../api/medical-endpoints';
import type {
  BookingBody,
  Consultation,
  ConsultationQuery,
  MedicalItemQuery,
} from '../api/medical-schemas';
import { itemsQuery } from './medical-queries';

/** A change of a consultation: the lists and the details. */
const changesConsultations = changesOf(
  medicalEndpoints.consultations,
  medicalEndpoints.consultation,
);

export function useMedicalItems(query: MedicalItemQuery) {
  return useQuery({ ...itemsQuery(query), placeholderData: keepPreviousData });
}

export function useConsultations(query: ConsultationQuery) {
  return useQuery({
    ...endpointQuery(medicalEndpoints.consultations, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useConsultation(consultationId: number | undefined) {
  return useQuery({
    ...endpointQuery(medicalEndpoints.consultation, {
      path: { consultationId: consultationId ?? 0 },
    }),
    enabled: consultationId !== undefined,
  });
}

/**
 * 提交预约: the answer is the consultation waiting for its fee; the lists refresh. One
 * idempotency key per intent, so a form sent again after a lost answer books once.
 */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingBody; key: string }) =>
      apiClient.call(medicalEndpoints.book, { body, idempotencyKey: key }),
    onSuccess: (consultation) =>
      queryClient.setQueryData(
        endpointKey(medicalEndpoints.consultation, {
          path: { consultationId: consultation.consultationId },
        }),
        consultation,
      ),
    meta: { ...changesConsultations, onlyOnSuccess: true },
  });
}

export interface ConsultationPayOutcomes extends BalancePaymentOutcomes {
  /** A lost answer, and the server says the consultation is no longer payable. */
  onNoLongerPayable(): void;
  /** A lost answer, and the server says the fee was not taken: 余额支付 may be tried again. */
  onNotTaken(): void;
}

/**
 * 余额支付 of a consultation's fee (useBalancePayment): one key per intent, a lost answer
 * reconciled by the consultation's state. Whatever its outcome, the consultations and the
 * member's money are refreshed wherever they are shown.
 */
export function usePayConsultation(consultationId: number, outcomes: ConsultationPayOutcomes) {
  const payment = useMutation({
    // every failure is the caller's to show (30232 opens the recharge dialog)
    mutationFn: (idempotencyKey: string) =>
      apiClient.call(medicalEndpoints.payOne, {
        body: { consultationId },
        takeOver: 'all',
        idempotencyKey,
      }),
    meta: { ...changesConsultations, topics: ['balance'] },
  });
  return useBalancePayment<Consultation>({
    send: (idempotencyKey) => payment.mutateAsync(idempotencyKey),
    askState: () =>
      apiClient.call(medicalEndpoints.consultation, { path: { consultationId }, takeOver: 'all' }),
    onState: (state) => {
      if (state.status === 'UNPAID') outcomes.onNotTaken();
      else if (state.status === 'CANCELLED') outcomes.onNoLongerPayable();
      else outcomes.onPaid();
    },
    onPaid: outcomes.onPaid,
    onInsufficientBalance: outcomes.onInsufficientBalance,
    onFailed: outcomes.onFailed,
  });
}
