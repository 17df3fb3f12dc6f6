import type { Input, Output } from '@/lib/schema';
import type { InterruptStatus } from '@/lib/enums/interrupt-status';
import type { OrderStatus } from '@/lib/enums/order-status';
import type {
  carUseSchema,
  parcelLineSchema,
  parcelSchema,
  serveBodySchema,
  serveRecordSchema,
  serviceOrderDetailSchema,
  serviceOrderGoodSchema,
  serviceOrderPageSchema,
  serviceOrderQuerySchema,
  serviceOrderSummarySchema,
  subpackageBodySchema,
} from './service-order-schemas';

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

export type ServiceOrderSummary = Output<typeof serviceOrderSummarySchema>;
export type ServiceOrderPage = Output<typeof serviceOrderPageSchema>;
export type ServiceOrderQuery = Input<typeof serviceOrderQuerySchema>;
export type ServiceOrderGood = Output<typeof serviceOrderGoodSchema>;
export type ParcelLine = Output<typeof parcelLineSchema>;
export type Parcel = Output<typeof parcelSchema>;
export type ServiceOrderDetail = Output<typeof serviceOrderDetailSchema>;
export type SubpackageBody = Input<typeof subpackageBodySchema>;
export type ServeRecord = Output<typeof serveRecordSchema>;
export type ServeBody = Input<typeof serveBodySchema>;
export type CarUse = NonNullable<Output<typeof carUseSchema>>;
