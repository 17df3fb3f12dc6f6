import * as v from 'valibot';
import * as s from '@/lib/schema';
import {
  DISTRIBUTION_GEARS,
  DISTRIBUTION_ORDER_SENT,
  DISTRIBUTION_STATUSES,
} from '@/lib/enums/distribution';
import { APPLY_STATUSES } from '@/lib/enums/apply-status';
import { REQUEST_KINDS } from '@/lib/enums/request-kind';
import { districtNameSchema, type DistrictName } from '@/lib/district-schema';

/** A district the centre serves, with the districts under it (a recursive shape, so written out). */
export interface ScopeNode extends DistrictName {
  children: ScopeNode[];
}

/** A region with a district the app cannot name is not shown as a guess: it reads as unknown. */
const regionSchema = s.list(districtNameSchema);

/**
 * The member's centre. An unknown gear reads as the smallest (社区/村级) and an unknown status
 * as 待审核, so that an odd answer never offers an upgrade or an action the centre may not have.
 */
export const distributionCentreSchema = v.object({
  distributionId: s.int(),
  gear: s.oneOf(DISTRIBUTION_GEARS, 1),
  status: s.oneOf(DISTRIBUTION_STATUSES, 0),
  /** The region served, from the province down to the centre's own district; [] for 全国. */
  region: regionSchema,
  /** 1 while the centre takes new orders (start/distribution), 0 when paused (stop/order). */
  acceptingOrders: s.flag(),
  /** Orders waiting to be sent. */
  toSend: s.num(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type DistributionCentre = s.Output<typeof distributionCentreSchema>;

/** null (or nothing) when the member has no centre. */
export const distributionServiceSchema = v.nullish(distributionCentreSchema, null);

/** A district the centre serves, with the districts under it. */
const scopeNodeSchema: s.Schema<ScopeNode> = v.object({
  ...districtNameSchema.entries,
  children: s.list(v.lazy(() => scopeNodeSchema)),
});

/** The region and the districts under it; null without a centre. */
export const distributionScopeSchema = v.nullish(
  v.object({
    region: regionSchema,
    /** The districts directly under the region (the provinces for 全国), each with its own. */
    districts: s.list(scopeNodeSchema),
  }),
  null,
);
export type DistributionScope = NonNullable<s.Output<typeof distributionScopeSchema>>;

/** One of the member's requests to the platform. */
export const distributionRequestSchema = v.object({
  requestId: s.int(),
  // a request of a kind the app does not know is left out rather than named wrongly
  kind: v.picklist(REQUEST_KINDS),
  /** The gear applied or upgraded to; the centre's gear for a stop request. */
  gear: s.oneOf(DISTRIBUTION_GEARS, 1),
  region: regionSchema,
  applyStatus: s.oneOf(APPLY_STATUSES, 0),
  /** Why the member asks to stop ('' otherwise). */
  reason: s.text(),
  /** Why the platform rejected it ('' unless applyStatus is 2). */
  refuseReason: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type DistributionRequest = s.Output<typeof distributionRequestSchema>;

export const distributionRequestsSchema = s.list(distributionRequestSchema);

/** One order the centre delivers. */
export const distributionOrderSchema = v.object({
  distributionOrderId: s.int(),
  payCode: s.text(),
  receiver: s.text(),
  phone: s.text(),
  address: s.text(),
  /** The goods as one line, e.g. 有机大米 5kg × 2. */
  goods: s.text(),
  /** fen */
  price: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  sent: s.flag(),
  /** The parcel, once sent ('' before). */
  expressCompany: s.text(),
  trackingNo: s.text(),
  sendTime: s.text(),
});
export type DistributionOrder = s.Output<typeof distributionOrderSchema>;

export const distributionOrderPageSchema = s.paged(distributionOrderSchema);

export const distributionOrderQuerySchema = v.object({
  ...s.pageQuery,
  /** 0 to send, 1 sent; all when absent. */
  sent: v.optional(v.picklist(DISTRIBUTION_ORDER_SENT)),
});
export type DistributionOrderQuery = s.Input<typeof distributionOrderQuerySchema>;

/** A gear and its region, to apply for a centre or to upgrade one. */
export const gearRequestBodySchema = v.object({
  gear: v.picklist(DISTRIBUTION_GEARS),
  /** District ids from the province down, 6 - gear of them ([] for 全国). */
  regionIds: v.array(v.number()),
});
export type GearRequestBody = s.Input<typeof gearRequestBodySchema>;

export const stopRequestBodySchema = v.object({ reason: v.string() });
export type StopRequestBody = s.Input<typeof stopRequestBodySchema>;

/** The parcel of an order. */
export const sendBodySchema = v.object({
  distributionOrderId: v.number(),
  expressCompany: v.string(),
  trackingNo: v.string(),
});
export type SendBody = s.Input<typeof sendBodySchema>;
