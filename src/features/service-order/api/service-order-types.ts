import type { PageQuery } from '@/lib/api-types';
import type { InterruptStatus } from '@/lib/enums/interrupt-status';
import type { OrderStatus } from '@/lib/enums/order-status';

/** A service order (installation, delivery, upkeep) or an after-sales order of a customer. */
export const SERVICE_ORDER_KINDS = ['SERVICE', 'AFTER'] as const;
export type ServiceOrderKind = (typeof SERVICE_ORDER_KINDS)[number];

/** The statuses of SPEC section 3's order status that a customer's paid order can be in. */
export const SERVICE_ORDER_STATUSES = [
  'PAYMENT',
  'SEND',
  'START',
  'SIGN',
  'FINISH',
  'AFTER',
  'RETURN',
] as const satisfies readonly OrderStatus[];
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/** Before it leaves the warehouse an order can still be split into parcels. */
export const SPLITTABLE_STATUSES: readonly ServiceOrderStatus[] = ['PAYMENT', 'SEND'];

export { INTERRUPT_STATUSES, type InterruptStatus } from '@/lib/enums/interrupt-status';

/** Once served, an order's subsidy can be applied for: when not yet applied or refused. */
export const SUBSIDY_STATUSES: readonly ServiceOrderStatus[] = ['SIGN', 'FINISH'];
export const SUBSIDY_APPLICABLE: readonly InterruptStatus[] = [0, 3];

/** One order of GET v1/front/my/order/right (designed): the order with its rights (subsidy). */
export interface ServiceOrderSummary {
  orderId: number;
  orderNo: string;
  kind: ServiceOrderKind;
  status: ServiceOrderStatus;
  customerName: string;
  customerPhone: string;
  /** fen */
  price: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  interruptStatus: InterruptStatus;
  /** fen, the subsidy granted or applied for */
  subsidy: number;
}

export interface ServiceOrderQuery extends PageQuery {
  kind?: ServiceOrderKind;
  interruptStatus?: InterruptStatus;
}

/** One line of an order's goods (order/detail/good). */
export interface ServiceOrderGood {
  orderGoodId: number;
  goodName: string;
  spec: string;
  num: number;
  /** fen, one unit */
  price: number;
}

export interface ParcelLine {
  orderGoodId: number;
  goodName: string;
  num: number;
}

/** One parcel of a split order (subpackage). */
export interface Parcel {
  parcelNo: string;
  lines: ParcelLine[];
}

/** GET v1/front/order/detail/good/{orderId} (designed): the order, its goods and its parcels. */
export interface ServiceOrderDetail extends ServiceOrderSummary {
  address: string;
  goods: ServiceOrderGood[];
  parcels: Parcel[];
}

/** POST v1/front/order/subpackage (designed): every good's quantity in each parcel. */
export interface SubpackageBody {
  orderId: number;
  parcels: { lines: { orderGoodId: number; num: number }[] }[];
}

/** One service record of an order (GET v1/front/order/serve, designed). */
export interface ServeRecord {
  serveId: number;
  content: string;
  /** YYYY-MM-DD HH:mm */
  serveTime: string;
  staffName: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** POST v1/front/order/serve (designed). */
export interface ServeBody {
  orderId: number;
  content: string;
  /** YYYY-MM-DD HH:mm */
  serveTime: string;
}

/**
 * GET v1/front/my/car/use (designed): the service vehicle used for an order (the delivery van
 * or the service team's car); null while none is assigned.
 */
export interface CarUse {
  plateNo: string;
  vehicleType: string;
  driverName: string;
  driverPhone: string;
  /** YYYY-MM-DD HH:mm:ss */
  useTime: string;
  /** km */
  mileage: number;
}

export interface Page<T> {
  list: T[];
  total: number;
}
