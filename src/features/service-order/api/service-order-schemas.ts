import { fen, int, list, num, oneOf, orElse, paged, text, v, type Schema } from '@/lib/schema';
import {
  INTERRUPT_STATUSES,
  SERVICE_ORDER_KINDS,
  SERVICE_ORDER_STATUSES,
  type CarUse,
  type Page,
  type ServeRecord,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
} from './service-order-types';

const summaryEntries = {
  orderId: int(),
  orderNo: text(),
  kind: oneOf(SERVICE_ORDER_KINDS, 'SERVICE'),
  // an unknown status offers nothing: a received order cannot be split again
  status: oneOf(SERVICE_ORDER_STATUSES, 'FINISH'),
  customerName: text(),
  customerPhone: text(),
  price: fen(),
  createTime: text(),
  interruptStatus: oneOf(INTERRUPT_STATUSES, 0),
  subsidy: orElse(fen(), 0),
};

export const serviceOrderSummarySchema: Schema<ServiceOrderSummary> = v.object(summaryEntries);

export const serviceOrderPageSchema: Schema<Page<ServiceOrderSummary>> =
  paged(serviceOrderSummarySchema);

export const serviceOrderDetailSchema: Schema<ServiceOrderDetail> = v.object({
  ...summaryEntries,
  address: text(),
  goods: list(
    v.object({
      orderGoodId: int(),
      goodName: text(),
      spec: text(),
      num: int(),
      price: fen(),
    }),
  ),
  parcels: list(
    v.object({
      parcelNo: text(),
      lines: list(v.object({ orderGoodId: int(), goodName: text(), num: int() })),
    }),
  ),
});

export const serveRecordSchema: Schema<ServeRecord> = v.object({
  serveId: int(),
  content: text(),
  serveTime: text(),
  staffName: text(),
  createTime: text(),
});

export const serveRecordsSchema: Schema<ServeRecord[]> = list(serveRecordSchema);

/** null (no vehicle yet) or anything without a plate number reads as no vehicle. */
export const carUseSchema: Schema<CarUse | null> = v.fallback(
  v.nullable(
    v.object({
      plateNo: v.pipe(v.string(), v.nonEmpty()),
      vehicleType: text(),
      driverName: text(),
      driverPhone: text(),
      useTime: text(),
      mileage: num(),
    }),
  ),
  null,
);
