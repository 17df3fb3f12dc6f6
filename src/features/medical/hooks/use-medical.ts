import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBalancePayment, type BalancePaymentOutcomes } from '@/lib/use-balance-payment';
import {
  bookConsultation,
  getConsultation,
  getConsultations,
  getConsultationState,
  getMedicalItems,
  payConsultation,
} from '../api/medical-api';
import { medicalKeys } from '../api/medical-keys';
import type {
  BookingBody,
  Consultation,
  ConsultationQuery,
  MedicalItemQuery,
} from '../api/medical-schemas';

export function useMedicalItems(query: MedicalItemQuery) {
  return useQuery({
    queryKey: medicalKeys.items(query),
    queryFn: () => getMedicalItems(query),
    placeholderData: keepPreviousData,
  });
}

export function useConsultations(query: ConsultationQuery) {
  return useQuery({
    queryKey: medicalKeys.consultationList(query),
    queryFn: () => getConsultations(query),
    placeholderData: keepPreviousData,
  });
}

export function useConsultation(consultationId: number | undefined) {
  return useQuery({
    queryKey: medicalKeys.consultation(consultationId ?? 0),
    queryFn: () => getConsultation(consultationId ?? 0),
    enabled: consultationId !== undefined,
  });
}

/** 提交预约: the answer is the consultation waiting for its fee; the lists refresh. */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingBody; key: string }) => bookConsultation(body, key),
    onSuccess: (consultation) =>
      queryClient.setQueryData(medicalKeys.consultation(consultation.consultationId), consultation),
    meta: { invalidates: [medicalKeys.consultations()], onlyOnSuccess: true },
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
    mutationFn: (idempotencyKey: string) => payConsultation(consultationId, idempotencyKey),
    meta: { invalidates: [medicalKeys.consultations()], topics: ['balance'] },
  });
  return useBalancePayment<Consultation>({
    send: (idempotencyKey) => payment.mutateAsync(idempotencyKey),
    askState: () => getConsultationState(consultationId),
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
