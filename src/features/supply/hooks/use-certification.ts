import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import {
  getManufacturerCertification,
  getSupplierCertification,
  getVarietyCertifications,
} from '../api/certification-api';
import { supplyKeys } from '../api/supply-keys';

export function useSupplierCertification() {
  return useQuery({
    queryKey: supplyKeys.supplierCertification(),
    queryFn: getSupplierCertification,
  });
}

export function useManufacturerCertification() {
  return useQuery({
    queryKey: supplyKeys.manufacturerCertification(),
    queryFn: getManufacturerCertification,
  });
}

export function useVarietyCertifications() {
  return useQuery({
    queryKey: supplyKeys.varietyCertifications(),
    queryFn: getVarietyCertifications,
  });
}

/** The calls of one certification's lifecycle. */
export interface CertificationCalls<Fields> {
  save(fields: Fields): Promise<unknown>;
  submit(fields: Fields): Promise<unknown>;
  recall(): Promise<unknown>;
}

export interface CertificationActions<Fields> extends CertificationCalls<Fields> {
  /** Whether one of the calls is under way. */
  pending: boolean;
}

/**
 * Save as a draft, submit to audit, recall: the one lifecycle of the supplier, manufacturer and
 * variety certifications. Each change refreshes the supplier's data (the profile shows the
 * supplier certification's status).
 */
export function useCertificationActions<Fields>(
  calls: CertificationCalls<Fields>,
): CertificationActions<Fields> {
  const meta: DataChanges = { invalidates: [supplyKeys.all] };
  const save = useMutation({ mutationFn: calls.save, meta });
  const submit = useMutation({ mutationFn: calls.submit, meta });
  const recall = useMutation({ mutationFn: calls.recall, meta });
  return {
    save: save.mutateAsync,
    submit: submit.mutateAsync,
    recall: () => recall.mutateAsync(),
    pending: save.isPending || submit.isPending || recall.isPending,
  };
}
