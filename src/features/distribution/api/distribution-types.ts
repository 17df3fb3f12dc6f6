import type { PageQuery } from '@/lib/api-types';

/** SPEC section 3, distribution centre gear: 6 national down to 1 community/village. */
export const DISTRIBUTION_GEARS = [6, 5, 4, 3, 2, 1] as const;
export type DistributionGear = (typeof DISTRIBUTION_GEARS)[number];

/** SPEC section 3, distribution status: 0 pending audit … 4 pending enabling. */
export const DISTRIBUTION_STATUSES = [0, 1, 2, 3, 4] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** SPEC section 3, apply status: 0 none (not decided yet), 1 agreed, 2 rejected. */
export const APPLY_STATUSES = [0, 1, 2] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

export type Flag = 0 | 1;

/** One district by its id and real name (the district tables of GET /common/district). */
export interface DistrictName {
  districtId: number;
  district: string;
}

/** GET v1/front/distribution/service (designed): the member's centre, or null without one. */
export interface DistributionCentre {
  distributionId: number;
  gear: DistributionGear;
  status: DistributionStatus;
  /** The region served, from the province down to the centre's own district; [] for 全国. */
  region: DistrictName[];
  /** 1 while the centre takes new orders (start/distribution), 0 when paused (stop/order). */
  acceptingOrders: Flag;
  /** Orders waiting to be sent. */
  toSend: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** A district the centre serves, with the districts under it. */
export interface ScopeNode extends DistrictName {
  children: ScopeNode[];
}

/** GET v1/front/distribution/scope (designed): the region and the districts under it. */
export interface DistributionScope {
  region: DistrictName[];
  /** The districts directly under the region (the provinces for 全国), each with its own. */
  districts: ScopeNode[];
}

export const REQUEST_KINDS = ['APPLY', 'UPGRADE', 'STOP'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One of the member's requests to the platform (GET v1/front/distribution/apply, designed). */
export interface DistributionRequest {
  requestId: number;
  kind: RequestKind;
  /** The gear applied or upgraded to; the centre's gear for a stop request. */
  gear: DistributionGear;
  region: DistrictName[];
  applyStatus: ApplyStatus;
  /** Why the member asks to stop ('' otherwise). */
  reason: string;
  /** Why the platform rejected it ('' unless applyStatus is 2). */
  refuseReason: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** The body of POST distribution/apply and distribution/upgrade (designed). */
export interface GearRequestBody {
  gear: DistributionGear;
  /** District ids from the province down, 6 - gear of them ([] for 全国). */
  regionIds: number[];
}

export interface StopRequestBody {
  reason: string;
}

/** One order the centre delivers (GET v1/front/distribution/order, designed). */
export interface DistributionOrder {
  distributionOrderId: number;
  payCode: string;
  receiver: string;
  phone: string;
  address: string;
  /** The goods as one line, e.g. 有机大米 5kg × 2. */
  goods: string;
  /** fen */
  price: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  sent: Flag;
  /** The parcel, once sent ('' before). */
  expressCompany: string;
  trackingNo: string;
  sendTime: string;
}

export interface DistributionOrderPage {
  list: DistributionOrder[];
  total: number;
}

export interface DistributionOrderQuery extends PageQuery {
  /** 0 to send, 1 sent; all when absent. */
  sent?: Flag;
}

/** The body of POST v1/front/distribution/send (designed). */
export interface SendBody {
  distributionOrderId: number;
  expressCompany: string;
  trackingNo: string;
}
