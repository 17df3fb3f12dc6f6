import type { Input, Output } from '@/lib/schema';
import type {
  distributionCentreSchema,
  distributionOrderPageSchema,
  distributionOrderQuerySchema,
  distributionOrderSchema,
  distributionRequestSchema,
  distributionScopeSchema,
  districtNameSchema,
  gearRequestBodySchema,
  sendBodySchema,
  stopRequestBodySchema,
} from './distribution-schemas';

export { APPLY_STATUSES, type ApplyStatus } from '@/lib/enums/apply-status';
export {
  DISTRIBUTION_GEARS,
  DISTRIBUTION_STATUSES,
  type DistributionGear,
  type DistributionStatus,
} from '@/lib/enums/distribution';
export { REQUEST_KINDS } from './distribution-schemas';

export type Flag = 0 | 1;

export type DistrictName = Output<typeof districtNameSchema>;
export type DistributionCentre = Output<typeof distributionCentreSchema>;

/** A district the centre serves, with the districts under it (a recursive shape, so written out). */
export interface ScopeNode extends DistrictName {
  children: ScopeNode[];
}

export type DistributionScope = NonNullable<Output<typeof distributionScopeSchema>>;
export type RequestKind = DistributionRequest['kind'];
export type DistributionRequest = Output<typeof distributionRequestSchema>;
export type GearRequestBody = Input<typeof gearRequestBodySchema>;
export type StopRequestBody = Input<typeof stopRequestBodySchema>;
export type DistributionOrder = Output<typeof distributionOrderSchema>;
export type DistributionOrderPage = Output<typeof distributionOrderPageSchema>;
export type DistributionOrderQuery = Input<typeof distributionOrderQuerySchema>;
export type SendBody = Input<typeof sendBodySchema>;
