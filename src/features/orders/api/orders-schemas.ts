import { invoiceInformationSchema } from '@/features/invoice/api/invoice-schemas';
import { INVOICE_AUDITS, invoiceAudit as invoiceAuditEnumeration } from '@/lib/enums/invoice-audit';
import { AFTER_SALE_TYPES } from '@/lib/enums/after-sale-type';
import { APPLY_STATUSES } from '@/lib/enums/apply-status';
import { INVOICE_CONTENTS, INVOICE_TYPES, INVOICE_USER_TYPES } from '@/lib/enums/invoice';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import {
  fen,
  flag,
  int,
  list,
  num,
  oneOf,
  optional,
  orElse,
  paged,
  pageQuery,
  text,
  textOrNull,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** One line of an order: a stock of a good at the price it was ordered at. */
export const orderGoodSchema = v.object({
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  goodStockId: num(0),
  goodStockName: text(),
  /** Unit price in fen. */
  price: fen(),
  num: num(1),
});
export type OrderGood = Output<typeof orderGoodSchema>;

/**
 * An invoice audit the app knows, or null (none requested, or a value it does not know): on
 * the wire 0, 1, 2 or null.
 */
const invoiceAudit = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.metadata({ enum: [...INVOICE_AUDITS, null] }),
      v.transform((value) => invoiceAuditEnumeration.read(value) ?? null),
    ),
    null,
  );

/** Text that is null on the wire while there is none ('' reads as none too). */
const textOrNone = () => orElse(v.nullable(textOrNull()), null);

/** The delivery address as it was when the order was placed (or last changed). */
export const orderAddressSchema = v.object({
  userAddressId: num(0),
  userName: text(),
  phone: text(),
  /** Province to entrance and detailed address, joined for display. */
  fullAddress: text(),
});
export type OrderAddress = Output<typeof orderAddressSchema>;

const orderSummaryEntries = {
  orderId: int(),
  payCode: text(),
  /** Required and known: a guessed status could offer paying an order that is paid. */
  status: v.picklist(ORDER_STATUSES),
  /** The amount payable, in fen. */
  price: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** YYYY-MM-DD HH:mm:ss, null while unpaid. */
  payTime: textOrNone(),
  goods: list(orderGoodSchema),
  address: orElse(orderAddressSchema, {
    userAddressId: 0,
    userName: '',
    phone: '',
    fullAddress: '',
  }),
  isInvoice: flag(),
  /** null when no invoice has been requested. */
  invoiceAudit: invoiceAudit(),
  /** 充值并支付: a bank recharge is waiting for audit and will pay this order. */
  reserved: v.pipe(
    flag(),
    v.transform((value) => value === 1),
  ),
};

export const orderSummarySchema = v.object(orderSummaryEntries);
export type OrderSummary = Output<typeof orderSummarySchema>;

export const orderListSchema = paged(orderSummarySchema);
export type OrderList = Output<typeof orderListSchema>;

export const orderListQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(ORDER_STATUSES)),
  /** 1: only closed orders (CANCEL, FINISH, REJECTION, RETURN), for history_order. */
  history: optional(v.picklist([0, 1])),
  /** Matches the pay code or a good's name. */
  keyword: optional(v.string()),
});
export type OrderListQuery = Input<typeof orderListQuerySchema>;

export const orderDetailSchema = v.object({
  ...orderSummaryEntries,
  invoiceInformation: orElse(v.nullable(invoiceInformationSchema), null),
  expressCompany: textOrNone(),
  trackingNo: textOrNone(),
});
export type OrderDetail = Output<typeof orderDetailSchema>;

export const orderIdQuerySchema = v.object({ orderId: v.number() });

export const orderIdBodySchema = v.object({ orderId: v.number() });
export type OrderIdBody = Input<typeof orderIdBodySchema>;

export const changeOrderAddressBodySchema = v.object({
  orderId: v.number(),
  userAddressId: v.number(),
});
export type ChangeOrderAddressBody = Input<typeof changeOrderAddressBodySchema>;

export const trackingTraceSchema = v.object({
  /** YYYY-MM-DD HH:mm:ss */
  time: text(),
  context: text(),
});
export type TrackingTrace = Output<typeof trackingTraceSchema>;

/** The newest trace first. */
export const trackingSchema = v.object({
  expressCompany: text(),
  trackingNo: text(),
  traces: list(trackingTraceSchema),
});
export type Tracking = Output<typeof trackingSchema>;

/** The invoice requested for an order, if any. */
export const orderInvoiceSchema = v.object({
  orderId: int(),
  invoiceAudit: invoiceAudit(),
  invoiceInformation: orElse(v.nullable(invoiceInformationSchema), null),
  /** Why the request was refused, when invoiceAudit is 2. */
  refuseReason: text(),
});
export type OrderInvoice = Output<typeof orderInvoiceSchema>;

/** SPEC section 3, invoice information, as the app sends it for an order. */
const invoiceInformationBodySchema = v.object({
  isInvoice: v.picklist([0, 1]),
  invoiceType: v.picklist(INVOICE_TYPES),
  invoiceUserType: v.picklist(INVOICE_USER_TYPES),
  invoiceContent: v.picklist(INVOICE_CONTENTS),
  userName: v.string(),
  unitName: v.string(),
  taxpayerNumber: v.string(),
  registerLocation: v.string(),
  unitPhone: v.string(),
  openingBank: v.string(),
  bankCardNumbers: v.string(),
  phone: v.string(),
  email: v.string(),
});

/** Requests (or, after a refusal, re-requests) the invoice of a paid order. */
export const invoiceApplyBodySchema = v.object({
  orderId: v.number(),
  invoiceInformation: invoiceInformationBodySchema,
});
export type InvoiceApplyBody = Input<typeof invoiceApplyBodySchema>;

export const afterSaleSchema = v.object({
  afterId: int(),
  orderId: int(),
  payCode: text(),
  goods: list(orderGoodSchema),
  /** The order's amount, in fen. */
  price: fen(),
  afterType: oneOf(AFTER_SALE_TYPES, 0),
  reason: text(),
  description: text(),
  /** Apply status (SPEC section 3): 0 none yet (pending), 1 agreed, 2 rejected. */
  status: oneOf(APPLY_STATUSES, 0),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type AfterSale = Output<typeof afterSaleSchema>;

export const afterSaleListSchema = paged(afterSaleSchema);
export type AfterSaleList = Output<typeof afterSaleListSchema>;

export const afterSalesQuerySchema = v.object({ ...pageQuery });

/** Only SIGN and FINISH orders qualify; the order becomes AFTER. */
export const afterSaleBodySchema = v.object({
  orderId: v.number(),
  afterType: v.picklist(AFTER_SALE_TYPES),
  reason: v.string(),
  description: v.string(),
});
export type AfterSaleBody = Input<typeof afterSaleBodySchema>;

/** One message of the after-sales conversation. */
export const afterConsultSchema = v.object({
  consultId: int(),
  /** 0 the member, 1 the platform. */
  fromPlatform: oneOf([0, 1], 0),
  content: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type AfterConsult = Output<typeof afterConsultSchema>;

export const afterConsultsSchema = list(afterConsultSchema);

export const afterConsultsQuerySchema = v.object({ afterId: v.number() });

export const afterConsultBodySchema = v.object({
  afterId: v.number(),
  content: v.string(),
});
export type AfterConsultBody = Input<typeof afterConsultBodySchema>;

/** How many cart rows 再次购买 touched. */
export const reorderSchema = num(0);
