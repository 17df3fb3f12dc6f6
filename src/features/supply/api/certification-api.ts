import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import {
  manufacturerCertificationSchema,
  supplierCertificationSchema,
  varietyCertificationSchema,
  varietyCertificationsSchema,
} from './supply-schemas';
import type {
  ManufacturerCertificationFields,
  SupplierCertificationFields,
  VarietyCertificationFields,
} from './supply-types';

/**
 * The supplier, manufacturer and variety certifications. Each goes the same way: PUT saves
 * the draft, submit sends it to audit, recall takes it back while under audit.
 */
export const CERTIFICATION_PATHS = {
  supplier: 'v1/front/supply/user/certification',
  supplierSubmit: 'v1/front/supply/user/certification/submit',
  supplierRecall: 'v1/front/supply/user/certification/recall',
  manufacturer: 'v1/front/manufacturer/certification',
  manufacturerSubmit: 'v1/front/manufacturer/certification/submit',
  manufacturerRecall: 'v1/front/manufacturer/certification/recall',
  varieties: 'v1/front/variety/certification',
  variety: 'v1/front/variety/certification/:varietyCertificationId',
  varietySubmit: 'v1/front/variety/certification/:varietyCertificationId/submit',
  varietyRecall: 'v1/front/variety/certification/:varietyCertificationId/recall',
} as const;

export const getSupplierCertification = () =>
  apiClient.get(CERTIFICATION_PATHS.supplier, supplierCertificationSchema);

export const saveSupplierCertification = (body: SupplierCertificationFields) =>
  apiClient.put(CERTIFICATION_PATHS.supplier, body, supplierCertificationSchema);

export const submitSupplierCertification = (body: SupplierCertificationFields) =>
  apiClient.post(CERTIFICATION_PATHS.supplierSubmit, body, supplierCertificationSchema);

export const recallSupplierCertification = () =>
  apiClient.post(CERTIFICATION_PATHS.supplierRecall, undefined, supplierCertificationSchema);

export const getManufacturerCertification = () =>
  apiClient.get(CERTIFICATION_PATHS.manufacturer, manufacturerCertificationSchema);

export const saveManufacturerCertification = (body: ManufacturerCertificationFields) =>
  apiClient.put(CERTIFICATION_PATHS.manufacturer, body, manufacturerCertificationSchema);

export const submitManufacturerCertification = (body: ManufacturerCertificationFields) =>
  apiClient.post(CERTIFICATION_PATHS.manufacturerSubmit, body, manufacturerCertificationSchema);

export const recallManufacturerCertification = () =>
  apiClient.post(
    CERTIFICATION_PATHS.manufacturerRecall,
    undefined,
    manufacturerCertificationSchema,
  );

/** The member's variety certifications, oldest first. */
export const getVarietyCertifications = () =>
  apiClient.get(CERTIFICATION_PATHS.varieties, varietyCertificationsSchema);

/** A new variety certification, as a draft. */
export const createVarietyCertification = (body: VarietyCertificationFields) =>
  apiClient.post(CERTIFICATION_PATHS.varieties, body, varietyCertificationSchema);

export const saveVarietyCertification = (
  varietyCertificationId: number,
  body: VarietyCertificationFields,
) =>
  apiClient.put(
    fillPath(CERTIFICATION_PATHS.variety, { varietyCertificationId }),
    body,
    varietyCertificationSchema,
  );

export const submitVarietyCertification = (
  varietyCertificationId: number,
  body: VarietyCertificationFields,
) =>
  apiClient.post(
    fillPath(CERTIFICATION_PATHS.varietySubmit, { varietyCertificationId }),
    body,
    varietyCertificationSchema,
  );

export const recallVarietyCertification = (varietyCertificationId: number) =>
  apiClient.post(
    fillPath(CERTIFICATION_PATHS.varietyRecall, { varietyCertificationId }),
    undefined,
    varietyCertificationSchema,
  );
