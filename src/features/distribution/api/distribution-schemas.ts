import { DISTRIBUTION_GEARS, DISTRIBUTION_STATUSES } from '@/lib/enums/distribution';
import { APPLY_STATUSES } from '@/lib/enums/apply-status';
import { REQUEST_KINDS } from '@/lib/enums/request-kind';
import {
  fen,
  flag,
  int,
  list,
  num,
  oneOf,
  optional,
  pageQuery,
  paged,
  text,
  v,
  type Input,
  type Output,
  type Schema,
} from '@/lib/schema';

const FLAGS = [0, 1] as const;

/** One district by its id and real name (the district tables of GET /common/district). */
export const districtNameSchema = v.object({
  districtId: int(),
  district: text(),
});
export type DistrictName = Output<typeof districtNameSchema>;

/** A district the centre serves, with the districts under it (a recursive shape, so written out). */
export interface ScopeNode extends DistrictName {
  children: ScopeNode[];
}

/** A region with a district the app cannot name is not shown as a guess: it reads as unknown. */
const regionSchema = list(districtNameSchema);

/**
 * The member's centre. An unknown gear reads as the smallest (社区/村级) and an unknown status
 * as 待审核, so that an odd answer never offers an upgrade or an action the centre may not have.
 */
export const distributionCentreSchema = v.object({
  distributionId: int(),
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  status: oneOf(DISTRIBUTION_STATUSES, 0),
  /** The region served, from the province down to the centre's own district; [] for 全国. */
  region: regionSchema,
  /** 1 while the centre takes new orders (start/distribution), 0 when paused (stop/order). */
  acceptingOrders: flag(),
  /** Orders waiting to be sent. */
  toSend: num(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type DistributionCentre = Output<typeof distributionCentreSchema>;

/** null (or nothing) when the member has no centre. */
export const distributionServiceSchema = v.nullish(distributionCentreSchema, null);

/** A district the centre serves, with the districts under it. */
const scopeNodeSchema: Schema<ScopeNode> = v.object({
  districtId: int(),
  district: text(),
  children: list(v.lazy(() => scopeNodeSchema)),
});

/** The region and the districts under it; null without a centre. */
export const distributionScopeSchema = v.nullish(
  v.object({
    region: regionSchema,
    /** The districts directly under the region (the provinces for 全国), each with its own. */
    districts: list(scopeNodeSchema),
  }),
  null,
);
export type DistributionScope = NonNullable<Output<typeof distributionScopeSchema>>;

/** One of the member's requests to the platform. */
export const distributionRequestSchema = v.object({
  requestId: int(),
  // a request of a kind the app does not know is left out rather than named wrongly
  kind: v.picklist(REQUEST_KINDS),
  /** The gear applied or upgraded to; the centre's gear for a stop request. */
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  region: regionSchema,
  applyStatus: oneOf(APPLY_STATUSES, 0),
  /** Why the member asks to stop ('' otherwise). */
  reason: text(),
  /** Why the platform rejected it ('' unless applyStatus is 2). */
  refuseReason: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type DistributionRequest = Output<typeof distributionRequestSchema>;

export const distributionRequestsSchema = list(distributionRequestSchema);

/** One order the centre delivers. */
export const distributionOrderSchema = v.object({
  distributionOrderId: int(),
  payCode: text(),
  receiver: text(),
  phone: text(),
  address: text(),
  /** The goods as one line, e.g. 有机大米 5kg × 2. */
  goods: text(),
  /** fen */
  price: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  sent: flag(),
  /** The parcel, once sent ('' before). */
  expressCompany: text(),
  trackingNo: text(),
  sendTime: text(),
});
export type DistributionOrder = Output<typeof distributionOrderSchema>;

export const distributionOrderPageSchema = paged(distributionOrderSchema);
export type DistributionOrderPage = Output<typeof distributionOrderPageSchema>;

export const distributionOrderQuerySchema = v.object({
  ...pageQuery,
  /** 0 to send, 1 sent; all when absent. */
  sent: optional(v.picklist(FLAGS)),
});
export type DistributionOrderQuery = Input<typeof distributionOrderQuerySchema>;

/** A gear and its region, to apply for a centre or to upgrade one. */
export const gearRequestBodySchema = v.object({
  gear: v.picklist(DISTRIBUTION_GEARS),
  /** District ids from the province down, 6 - gear of them ([] for 全国). */
  regionIds: v.array(v.number()),
});
export type GearRequestBody = Input<typeof gearRequestBodySchema>;

export const stopRequestBodySchema = v.object({ reason: v.string() });
export type StopRequestBody = Input<typeof stopRequestBodySchema>;

/** The parcel of an order. */
export const sendBodySchema = v.object({
  distributionOrderId: v.number(),
  expressCompany: v.string(),
  trackingNo: v.string(),
});
export type SendBody = Input<typeof sendBodySchema>;
