import * as v from 'valibot';
import * as s from '@/lib/schema';
import { INTERRUPT_STATUSES, type InterruptStatus } from '@/lib/enums/interrupt-status';
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from '@/lib/enums/order-status';
import { SERVICE_ORDER_KINDS } from '@/lib/enums/service-order-kind';

/** Before it leaves the warehouse an order can still be split into parcels. */
export const SPLITTABLE_STATUSES: readonly ServiceOrderStatus[] = ['PAYMENT', 'SEND'];

/** Once served, an order's subsidy can be applied for: when not yet applied or refused. */
export const SUBSIDY_STATUSES: readonly ServiceOrderStatus[] = ['SIGN', 'FINISH'];
export const SUBSIDY_APPLICABLE: readonly InterruptStatus[] = [0, 3];

const summaryEntries = {
  orderId: s.int(),
  orderNo: s.text(),
  kind: s.oneOf(SERVICE_ORDER_KINDS, 'SERVICE'),
  // an unknown status offers nothing: a received order cannot be split again
  status: s.oneOf(SERVICE_ORDER_STATUSES, 'FINISH'),
  customerName: s.text(),
  customerPhone: s.text(),
  /** fen */
  price: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  interruptStatus: s.oneOf(INTERRUPT_STATUSES, 0),
  /** fen, the subsidy granted or applied for */
  subsidy: s.orElse(s.fen(), 0),
};

/** One order of a customer with its rights (subsidy). */
export const serviceOrderSummarySchema = v.object(summaryEntries);
export type ServiceOrderSummary = s.Output<typeof serviceOrderSummarySchema>;

export const serviceOrderPageSchema = s.paged(serviceOrderSummarySchema);

export const serviceOrderQuerySchema = v.object({
  ...s.pageQuery,
  kind: v.optional(v.picklist(SERVICE_ORDER_KINDS)),
  interruptStatus: v.optional(v.picklist(INTERRUPT_STATUSES)),
});
export type ServiceOrderQuery = s.Input<typeof serviceOrderQuerySchema>;

/** One line of an order's goods. */
export const serviceOrderGoodSchema = v.object({
  orderGoodId: s.int(),
  goodName: s.text(),
  spec: s.text(),
  num: s.int(),
  /** fen, one unit */
  price: s.fen(),
});
export type ServiceOrderGood = s.Output<typeof serviceOrderGoodSchema>;

export const parcelLineSchema = v.object({
  orderGoodId: s.int(),
  goodName: s.text(),
  num: s.int(),
});

/** One parcel of a split order. */
export const parcelSchema = v.object({
  parcelNo: s.text(),
  lines: s.list(parcelLineSchema),
});
export type Parcel = s.Output<typeof parcelSchema>;

/** The order, its goods and its parcels. */
export const serviceOrderDetailSchema = v.object({
  ...summaryEntries,
  address: s.text(),
  goods: s.list(serviceOrderGoodSchema),
  parcels: s.list(parcelSchema),
});
export type ServiceOrderDetail = s.Output<typeof serviceOrderDetailSchema>;

/** Every good's quantity in each parcel. */
export const subpackageBodySchema = v.object({
  orderId: v.number(),
  parcels: v.array(
    v.object({ lines: v.array(v.object({ orderGoodId: v.number(), num: v.number() })) }),
  ),
});
export type SubpackageBody = s.Input<typeof subpackageBodySchema>;

/** The subsidy of an order applied for. */
export const subsidyBodySchema = v.object({ orderId: v.number() });

/** One service record of an order. */
export const serveRecordSchema = v.object({
  serveId: s.int(),
  content: s.text(),
  /** YYYY-MM-DD HH:mm */
  serveTime: s.text(),
  staffName: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type ServeRecord = s.Output<typeof serveRecordSchema>;

export const serveRecordsSchema = s.list(serveRecordSchema);

export const serveBodySchema = v.object({
  orderId: v.number(),
  content: v.string(),
  /** YYYY-MM-DD HH:mm */
  serveTime: v.string(),
});
export type ServeBody = s.Input<typeof serveBodySchema>;

/** The order a record or a vehicle is asked for. */
export const orderIdQuerySchema = v.object({ orderId: v.number() });

/**
 * The service vehicle used for an order (the delivery van or the service team's car). null
 * (no vehicle yet) or anything without a plate number reads as no vehicle.
 */
export const carUseSchema = v.fallback(
  v.nullable(
    v.object({
      plateNo: v.pipe(v.string(), v.nonEmpty()),
      vehicleType: s.text(),
      driverName: s.text(),
      driverPhone: s.text(),
      /** YYYY-MM-DD HH:mm:ss */
      useTime: s.text(),
      /** km */
      mileage: s.num(),
    }),
  ),
  null,
);
export type CarUse = NonNullable<s.Output<typeof carUseSchema>>;
