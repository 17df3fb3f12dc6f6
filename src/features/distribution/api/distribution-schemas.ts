import { fen, flag, int, list, num, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import {
  APPLY_STATUSES,
  DISTRIBUTION_GEARS,
  DISTRIBUTION_STATUSES,
  REQUEST_KINDS,
  type DistributionCentre,
  type DistributionOrder,
  type DistributionOrderPage,
  type DistributionRequest,
  type DistributionScope,
  type DistrictName,
  type ScopeNode,
} from './distribution-types';

const districtNameSchema: Schema<DistrictName> = v.object({
  districtId: int(),
  district: text(),
});

/** A region with a district the app cannot name is not shown as a guess: it reads as unknown. */
const regionSchema: Schema<DistrictName[]> = list(districtNameSchema);

/**
 * An unknown gear reads as the smallest (社区/村级) and an unknown status as 待审核, so that an
 * odd answer never offers an upgrade or an action the centre may not have.
 */
export const distributionCentreSchema: Schema<DistributionCentre> = v.object({
  distributionId: int(),
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  status: oneOf(DISTRIBUTION_STATUSES, 0),
  region: regionSchema,
  acceptingOrders: flag(),
  toSend: num(),
  createTime: text(),
});

/** null (or nothing) when the member has no centre. */
export const distributionServiceSchema: Schema<DistributionCentre | null> = v.nullish(
  distributionCentreSchema,
  null,
) as Schema<DistributionCentre | null>;

const scopeNodeSchema: Schema<ScopeNode> = v.object({
  districtId: int(),
  district: text(),
  children: list(v.lazy(() => scopeNodeSchema)),
});

export const distributionScopeSchema: Schema<DistributionScope | null> = v.nullish(
  v.object({ region: regionSchema, districts: list(scopeNodeSchema) }),
  null,
) as Schema<DistributionScope | null>;

export const distributionRequestSchema: Schema<DistributionRequest> = v.object({
  requestId: int(),
  // a request of a kind the app does not know is left out rather than named wrongly
  kind: v.picklist(REQUEST_KINDS),
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  region: regionSchema,
  applyStatus: oneOf(APPLY_STATUSES, 0),
  reason: text(),
  refuseReason: text(),
  createTime: text(),
});

export const distributionRequestsSchema: Schema<DistributionRequest[]> =
  list(distributionRequestSchema);

export const distributionOrderSchema: Schema<DistributionOrder> = v.object({
  distributionOrderId: int(),
  payCode: text(),
  receiver: text(),
  phone: text(),
  address: text(),
  goods: text(),
  price: fen(),
  createTime: text(),
  sent: flag(),
  expressCompany: text(),
  trackingNo: text(),
  sendTime: text(),
});

export const distributionOrderPageSchema: Schema<DistributionOrderPage> =
  paged(distributionOrderSchema);
