import { apiClient } from '@/lib/api-client';
import { certificationEndpoints } from './certification-endpoints';
import type {
  ManufacturerCertificationFields,
  SupplierCertificationFields,
  VarietyCertificationFields,
} from './supply-schemas';

export const getSupplierCertification = () => apiClient.call(certificationEndpoints.supplier);

export const saveSupplierCertification = (body: SupplierCertificationFields) =>
  apiClient.call(certificationEndpoints.saveSupplier, { body });

export const submitSupplierCertification = (body: SupplierCertificationFields) =>
  apiClient.call(certificationEndpoints.submitSupplier, { body });

export const recallSupplierCertification = () =>
  apiClient.call(certificationEndpoints.recallSupplier);

export const getManufacturerCertification = () =>
  apiClient.call(certificationEndpoints.manufacturer);

export const saveManufacturerCertification = (body: ManufacturerCertificationFields) =>
  apiClient.call(certificationEndpoints.saveManufacturer, { body });

export const submitManufacturerCertification = (body: ManufacturerCertificationFields) =>
  apiClient.call(certificationEndpoints.submitManufacturer, { body });

export const recallManufacturerCertification = () =>
  apiClient.call(certificationEndpoints.recallManufacturer);

export const getVarietyCertifications = () => apiClient.call(certificationEndpoints.varieties);

export const createVarietyCertification = (body: VarietyCertificationFields) =>
  apiClient.call(certificationEndpoints.createVariety, { body });

export const saveVarietyCertification = (
  varietyCertificationId: number,
  body: VarietyCertificationFields,
) =>
  apiClient.call(certificationEndpoints.saveVariety, {
    path: { varietyCertificationId },
    body,
  });

export const submitVarietyCertification = (
  varietyCertificationId: number,
  body: VarietyCertificationFields,
) =>
  apiClient.call(certificationEndpoints.submitVariety, {
    path: { varietyCertificationId },
    body,
  });

export const recallVarietyCertification = (varietyCertificationId: number) =>
  apiClient.call(certificationEndpoints.recallVariety, { path: { varietyCertificationId } });
