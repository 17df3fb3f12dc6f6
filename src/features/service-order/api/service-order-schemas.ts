import {
  fen,
  int,
  list,
  num,
  oneOf,
  optional,
  orElse,
  pageQuery,
  paged,
  text,
  v,
} from '@/lib/schema';
import {
  INTERRUPT_STATUSES,
  SERVICE_ORDER_KINDS,
  SERVICE_ORDER_STATUSES,
} from './service-order-types';

const summaryEntries = {
  orderId: int(),
  orderNo: text(),
  kind: oneOf(SERVICE_ORDER_KINDS, 'SERVICE'),
  // an unknown status offers nothing: a received order cannot be split again
  status: oneOf(SERVICE_ORDER_STATUSES, 'FINISH'),
  customerName: text(),
  customerPhone: text(),
  /** fen */
  price: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  interruptStatus: oneOf(INTERRUPT_STATUSES, 0),
  /** fen, the subsidy granted or applied for */
  subsidy: orElse(fen(), 0),
};

/** One order of a customer with its rights (subsidy). */
export const serviceOrderSummarySchema = v.object(summaryEntries);

export const serviceOrderPageSchema = paged(serviceOrderSummarySchema);

export const serviceOrderQuerySchema = v.object({
  ...pageQuery,
  kind: optional(v.picklist(SERVICE_ORDER_KINDS)),
  interruptStatus: optional(v.picklist(INTERRUPT_STATUSES)),
});

/** One line of an order's goods. */
export const serviceOrderGoodSchema = v.object({
  orderGoodId: int(),
  goodName: text(),
  spec: text(),
  num: int(),
  /** fen, one unit */
  price: fen(),
});

export const parcelLineSchema = v.object({ orderGoodId: int(), goodName: text(), num: int() });

/** One parcel of a split order. */
export const parcelSchema = v.object({
  parcelNo: text(),
  lines: list(parcelLineSchema),
});

/** The order, its goods and its parcels. */
export const serviceOrderDetailSchema = v.object({
  ...summaryEntries,
  address: text(),
  goods: list(serviceOrderGoodSchema),
  parcels: list(parcelSchema),
});

/** Every good's quantity in each parcel. */
export const subpackageBodySchema = v.object({
  orderId: v.number(),
  parcels: v.array(
    v.object({ lines: v.array(v.object({ orderGoodId: v.number(), num: v.number() })) }),
  ),
});

/** The subsidy of an order applied for. */
export const subsidyBodySchema = v.object({ orderId: v.number() });

/** One service record of an order. */
export const serveRecordSchema = v.object({
  serveId: int(),
  content: text(),
  /** YYYY-MM-DD HH:mm */
  serveTime: text(),
  staffName: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});

export const serveRecordsSchema = list(serveRecordSchema);

export const serveBodySchema = v.object({
  orderId: v.number(),
  content: v.string(),
  /** YYYY-MM-DD HH:mm */
  serveTime: v.string(),
});

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
      vehicleType: text(),
      driverName: text(),
      driverPhone: text(),
      /** YYYY-MM-DD HH:mm:ss */
      useTime: text(),
      /** km */
      mileage: num(),
    }),
  ),
  null,
);
