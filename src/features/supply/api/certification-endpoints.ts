import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  manufacturerCertificationBodySchema,
  manufacturerCertificationSchema,
  supplierCertificationBodySchema,
  supplierCertificationSchema,
  varietyCertificationBodySchema,
  varietyCertificationSchema,
  varietyCertificationsSchema,
} from './supply-schemas';

/** Saving is refused while under audit or passed. */
const LOCKED = '23004';
/** Only a certification under audit can be recalled. */
const NOT_UNDER_AUDIT = '23005';
/** What a submission must carry. */
const INCOMPLETE = '23001';
const CREDIT_CODE_INVALID = '23002';
const VARIETY_NOT_FOUND = '23006';

/**
 * The supplier, manufacturer and variety certifications. Each goes the same way: PUT saves
 * the draft, submit sends it to audit, recall takes it back while under audit.
 */
export const certificationEndpoints = endpointGroup('certification', {
  supplier: endpoint({
    method: 'GET',
    path: 'v1/front/supply/user/certification',
    answer: supplierCertificationSchema,
    from: SPEC_PATH,
  }),
  saveSupplier: endpoint({
    method: 'PUT',
    path: 'v1/front/supply/user/certification',
    body: supplierCertificationBodySchema,
    answer: supplierCertificationSchema,
    errors: [LOCKED],
    from: SPEC_PATH,
  }),
  submitSupplier: endpoint({
    method: 'POST',
    path: 'v1/front/supply/user/certification/submit',
    body: supplierCertificationBodySchema,
    answer: supplierCertificationSchema,
    errors: [LOCKED, INCOMPLETE, CREDIT_CODE_INVALID, '23003'],
    from: DESIGNED,
  }),
  recallSupplier: endpoint({
    method: 'POST',
    path: 'v1/front/supply/user/certification/recall',
    answer: supplierCertificationSchema,
    errors: [NOT_UNDER_AUDIT],
    from: DESIGNED,
  }),
  manufacturer: endpoint({
    method: 'GET',
    path: 'v1/front/manufacturer/certification',
    answer: manufacturerCertificationSchema,
    from: SPEC_PATH,
  }),
  saveManufacturer: endpoint({
    method: 'PUT',
    path: 'v1/front/manufacturer/certification',
    body: manufacturerCertificationBodySchema,
    answer: manufacturerCertificationSchema,
    errors: [LOCKED],
    from: SPEC_PATH,
  }),
  submitManufacturer: endpoint({
    method: 'POST',
    path: 'v1/front/manufacturer/certification/submit',
    body: manufacturerCertificationBodySchema,
    answer: manufacturerCertificationSchema,
    errors: [LOCKED, INCOMPLETE, CREDIT_CODE_INVALID],
    from: DESIGNED,
  }),
  recallManufacturer: endpoint({
    method: 'POST',
    path: 'v1/front/manufacturer/certification/recall',
    answer: manufacturerCertificationSchema,
    errors: [NOT_UNDER_AUDIT],
    from: DESIGNED,
  }),
  /** The member's variety certifications, oldest first. */
  varieties: endpoint({
    method: 'GET',
    path: 'v1/front/variety/certification',
    answer: varietyCertificationsSchema,
    from: SPEC_PATH,
  }),
  /** A new variety certification, as a draft. */
  createVariety: endpoint({
    method: 'POST',
    path: 'v1/front/variety/certification',
    body: varietyCertificationBodySchema,
    answer: varietyCertificationSchema,
    errors: [INCOMPLETE],
    from: SPEC_PATH,
  }),
  saveVariety: endpoint({
    method: 'PUT',
    path: 'v1/front/variety/certification/:varietyCertificationId',
    body: varietyCertificationBodySchema,
    answer: varietyCertificationSchema,
    errors: [VARIETY_NOT_FOUND, LOCKED],
    from: DESIGNED,
  }),
  submitVariety: endpoint({
    method: 'POST',
    path: 'v1/front/variety/certification/:varietyCertificationId/submit',
    body: varietyCertificationBodySchema,
    answer: varietyCertificationSchema,
    errors: [VARIETY_NOT_FOUND, LOCKED, INCOMPLETE],
    from: DESIGNED,
  }),
  recallVariety: endpoint({
    method: 'POST',
    path: 'v1/front/variety/certification/:varietyCertificationId/recall',
    answer: varietyCertificationSchema,
    errors: [VARIETY_NOT_FOUND, NOT_UNDER_AUDIT],
    from: DESIGNED,
  }),
});
