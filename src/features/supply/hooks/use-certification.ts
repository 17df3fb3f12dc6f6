import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { certificationEndpoints } from '../api/certification-endpoints';
import type {
  ManufacturerCertificationFields,
  SupplierCertificationFields,
  VarietyCertificationFields,
} from '../api/supply-schemas';
import { changesSupplier } from './use-supply';

export function useSupplierCertification() {
  return useQuery(endpointQuery(certificationEndpoints.supplier));
}

export function useManufacturerCertification() {
  return useQuery(endpointQuery(certificationEndpoints.manufacturer));
}

export function useVarietyCertifications() {
  return useQuery(endpointQuery(certificationEndpoints.varieties));
}

/** The calls of one certification's lifecycle. */
interface CertificationCalls<Fields> {
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
function useCertificationActions<Fields>(
  calls: CertificationCalls<Fields>,
): CertificationActions<Fields> {
  const save = useMutation({ mutationFn: calls.save, meta: changesSupplier });
  const submit = useMutation({ mutationFn: calls.submit, meta: changesSupplier });
  const recall = useMutation({ mutationFn: calls.recall, meta: changesSupplier });
  return {
    save: save.mutateAsync,
    submit: submit.mutateAsync,
    recall: () => recall.mutateAsync(),
    pending: save.isPending || submit.isPending || recall.isPending,
  };
}

const supplierCalls: CertificationCalls<SupplierCertificationFields> = {
  save: (body) => apiClient.call(certificationEndpoints.saveSupplier, { body }),
  submit: (body) => apiClient.call(certificationEndpoints.submitSupplier, { body }),
  recall: () => apiClient.call(certificationEndpoints.recallSupplier),
};

const manufacturerCalls: CertificationCalls<ManufacturerCertificationFields> = {
  save: (body) => apiClient.call(certificationEndpoints.saveManufacturer, { body }),
  submit: (body) => apiClient.call(certificationEndpoints.submitManufacturer, { body }),
  recall: () => apiClient.call(certificationEndpoints.recallManufacturer),
};

const varietyCalls = (
  varietyCertificationId: number,
): CertificationCalls<VarietyCertificationFields> => {
  const path = { varietyCertificationId };
  return {
    save: (body) => apiClient.call(certificationEndpoints.saveVariety, { path, body }),
    submit: (body) => apiClient.call(certificationEndpoints.submitVariety, { path, body }),
    recall: () => apiClient.call(certificationEndpoints.recallVariety, { path }),
  };
};

export const useSupplierCertificationActions = () => useCertificationActions(supplierCalls);

export const useManufacturerCertificationActions = () => useCertificationActions(manufacturerCalls);

export const useVarietyCertificationActions = (varietyCertificationId: number) =>
  useCertificationActions(varietyCalls(varietyCertificationId));

/** 新增品类认证: a new variety certification, as a draft. */
export function useCreateVarietyCertification() {
  return useMutation({
    mutationFn: (body: VarietyCertificationFields) =>
      apiClient.call(certificationEndpoints.createVariety, { body }),
    meta: changesSupplier,
  });
}
