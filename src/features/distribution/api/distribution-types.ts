import type { PageQuery } from '@/lib/api-types';
import type { ApplyStatus } from '@/lib/enums/apply-status';
import type { DistributionGear, DistributionStatus } from '@/lib/enums/distribution';

export { APPLY_STATUSES, type ApplyStatus } from '@/lib/enums/apply-status';
export {
  DISTRIBUTION_GEARS,
  DISTRIBUTION_STATUSES,
  type DistributionGear,
  type DistributionStatus,
} from '@/lib/enums/distribution';

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
