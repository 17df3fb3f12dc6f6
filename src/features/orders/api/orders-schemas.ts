import {
  code,
  fen,
  flag,
  int,
  list,
  num,
  oneOf,
  orElse,
  paged,
  text,
  textOrNull,
  v,
  type Schema,
} from '@/lib/schema';
import { invoiceInformationSchema } from '@/features/invoice/api/invoice-schemas';
import { invoiceAudit as invoiceAuditEnumeration } from '@/lib/enums/invoice-audit';
import {
  ORDER_STATUSES,
  type AfterConsult,
  type AfterSale,
  type AfterSaleList,
  type InvoiceAudit,
  type OrderDetail,
  type OrderGood,
  type OrderInvoice,
  type OrderList,
  type OrderSummary,
  type Tracking,
} from './orders-types';

const orderGood: Schema<OrderGood> = v.object({
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  goodStockId: num(0),
  goodStockName: text(),
  price: fen(),
  num: num(1),
});

/** An invoice audit the app knows, or null (none requested, or a value it does not know). */
const invoiceAudit = (): Schema<InvoiceAudit | null> =>
  v.pipe(
    code(),
    v.transform((value) => invoiceAuditEnumeration.read(value) ?? null),
  );

const orderSummaryEntries = {
  orderId: int(),
  payCode: text(),
  /** Required and known: a guessed status could offer paying an order that is paid. */
  status: v.picklist(ORDER_STATUSES),
  price: fen(),
  createTime: text(),
  payTime: textOrNull(),
  goods: list(orderGood),
  address: orElse(
    v.object({ userAddressId: num(0), userName: text(), phone: text(), fullAddress: text() }),
    { userAddressId: 0, userName: '', phone: '', fullAddress: '' },
  ),
  isInvoice: flag(),
  invoiceAudit: invoiceAudit(),
  reserved: v.pipe(
    flag(),
    v.transform((value) => value === 1),
  ),
};

export const orderSummarySchema: Schema<OrderSummary> = v.object(orderSummaryEntries);

export const orderListSchema: Schema<OrderList> = paged(orderSummarySchema);

export const orderDetailSchema: Schema<OrderDetail> = v.object({
  ...orderSummaryEntries,
  invoiceInformation: orElse(v.nullable(invoiceInformationSchema), null),
  expressCompany: textOrNull(),
  trackingNo: textOrNull(),
});

export const trackingSchema: Schema<Tracking> = v.object({
  expressCompany: text(),
  trackingNo: text(),
  traces: list(v.object({ time: text(), context: text() })),
});

export const orderInvoiceSchema: Schema<OrderInvoice> = v.object({
  orderId: int(),
  invoiceAudit: invoiceAudit(),
  invoiceInformation: orElse(v.nullable(invoiceInformationSchema), null),
  refuseReason: text(),
});

const afterSaleSchema: Schema<AfterSale> = v.object({
  afterId: int(),
  orderId: int(),
  payCode: text(),
  goods: list(orderGood),
  price: fen(),
  afterType: oneOf([0, 1, 2], 0),
  reason: text(),
  description: text(),
  status: oneOf([0, 1, 2], 0),
  createTime: text(),
});

export const afterSaleListSchema: Schema<AfterSaleList> = paged(afterSaleSchema);

export const afterConsultSchema: Schema<AfterConsult> = v.object({
  consultId: int(),
  fromPlatform: oneOf([0, 1], 0),
  content: text(),
  createTime: text(),
});

export const afterConsultsSchema: Schema<AfterConsult[]> = list(afterConsultSchema);

/** How many cart rows 再次购买 touched. */
export const reorderSchema: Schema<number> = num(0);
