import * as v from 'valibot';
import * as s from '@/lib/schema';
import {
  invoiceInformationBodySchema,
  invoiceInformationSchema,
} from '@/features/invoice/api/invoice-schemas';
import { INVOICE_AUDITS, invoiceAudit as invoiceAuditEnumeration } from '@/lib/enums/invoice-audit';
import { AFTER_SALE_TYPES } from '@/lib/enums/after-sale-type';
import { APPLY_STATUSES } from '@/lib/enums/apply-status';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { goodEntries } from '@/lib/good-schema';

/** One line of an order: a stock of a good at the price it was ordered at. */
export const orderGoodSchema = v.object({
  ...goodEntries,
  goodStockId: s.num(0),
  goodStockName: s.text(),
  /** Unit price in fen. */
  price: s.fen(),
  num: s.num(1),
});
export type OrderGood = s.Output<typeof orderGoodSchema>;

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
const textOrNone = () => s.orElse(v.nullable(s.textOrNull()), null);

/** The delivery address as it was when the order was placed (or last changed). */
export const orderAddressSchema = v.object({
  userAddressId: s.num(0),
  userName: s.text(),
  phone: s.text(),
  /** Province to entrance and detailed address, joined for display. */
  fullAddress: s.text(),
});
export type OrderAddress = s.Output<typeof orderAddressSchema>;

const orderSummaryEntries = {
  orderId: s.int(),
  payCode: s.text(),
  /** Required and known: a guessed status could offer paying an order that is paid. */
  status: v.picklist(ORDER_STATUSES),
  /** The amount payable, in fen. */
  price: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** YYYY-MM-DD HH:mm:ss, null while unpaid. */
  payTime: textOrNone(),
  goods: s.list(orderGoodSchema),
  address: s.orElse(orderAddressSchema, {
    userAddressId: 0,
    userName: '',
    phone: '',
    fullAddress: '',
  }),
  isInvoice: s.flag(),
  /** null when no invoice has been requested. */
  invoiceAudit: invoiceAudit(),
  /** 充值并支付: a bank recharge is waiting for audit and will pay this order. */
  reserved: v.pipe(
    s.flag(),
    v.transform((value) => value === 1),
  ),
};

export const orderSummarySchema = v.object(orderSummaryEntries);
export type OrderSummary = s.Output<typeof orderSummarySchema>;

export const orderListSchema = s.paged(orderSummarySchema);

export const orderListQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(ORDER_STATUSES)),
  /** 1: only closed orders (CANCEL, FINISH, REJECTION, RETURN), for history_order. */
  history: v.optional(v.picklist([0, 1])),
  /** Matches the pay code or a good's name. */
  keyword: v.optional(v.string()),
});
export type OrderListQuery = s.Input<typeof orderListQuerySchema>;

export const orderDetailSchema = v.object({
  ...orderSummaryEntries,
  invoiceInformation: s.orElse(v.nullable(invoiceInformationSchema), null),
  expressCompany: textOrNone(),
  trackingNo: textOrNone(),
});
export type OrderDetail = s.Output<typeof orderDetailSchema>;

export const orderIdQuerySchema = v.object({ orderId: v.number() });

export const orderIdBodySchema = v.object({ orderId: v.number() });

export const changeOrderAddressBodySchema = v.object({
  orderId: v.number(),
  userAddressId: v.number(),
});
export type ChangeOrderAddressBody = s.Input<typeof changeOrderAddressBodySchema>;

/** The invoice requested for an order, if any. */
export const orderInvoiceSchema = v.object({
  orderId: s.int(),
  invoiceAudit: invoiceAudit(),
  invoiceInformation: s.orElse(v.nullable(invoiceInformationSchema), null),
  /** Why the request was refused, when invoiceAudit is 2. */
  refuseReason: s.text(),
});
export type OrderInvoice = s.Output<typeof orderInvoiceSchema>;

/** Requests (or, after a refusal, re-requests) the invoice of a paid order. */
export const invoiceApplyBodySchema = v.object({
  orderId: v.number(),
  invoiceInformation: invoiceInformationBodySchema,
});
export type InvoiceApplyBody = s.Input<typeof invoiceApplyBodySchema>;

export const afterSaleSchema = v.object({
  afterId: s.int(),
  orderId: s.int(),
  payCode: s.text(),
  goods: s.list(orderGoodSchema),
  /** The order's amount, in fen. */
  price: s.fen(),
  afterType: s.oneOf(AFTER_SALE_TYPES, 0),
  reason: s.text(),
  description: s.text(),
  /** Apply status (SPEC section 3): 0 none yet (pending), 1 agreed, 2 rejected. */
  status: s.oneOf(APPLY_STATUSES, 0),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type AfterSale = s.Output<typeof afterSaleSchema>;

export const afterSaleListSchema = s.paged(afterSaleSchema);

export const afterSalesQuerySchema = v.object({ ...s.pageQuery });

/** Only SIGN and FINISH orders qualify; the order becomes AFTER. */
export const afterSaleBodySchema = v.object({
  orderId: v.number(),
  afterType: v.picklist(AFTER_SALE_TYPES),
  reason: v.string(),
  description: v.string(),
});
export type AfterSaleBody = s.Input<typeof afterSaleBodySchema>;

/** One message of the after-sales conversation. */
export const afterConsultSchema = v.object({
  consultId: s.int(),
  /** 0 the member, 1 the platform. */
  fromPlatform: s.oneOf([0, 1], 0),
  content: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type AfterConsult = s.Output<typeof afterConsultSchema>;

export const afterConsultsSchema = s.list(afterConsultSchema);

export const afterConsultsQuerySchema = v.object({ afterId: v.number() });

export const afterConsultBodySchema = v.object({
  afterId: v.number(),
  content: v.string(),
});
export type AfterConsultBody = s.Input<typeof afterConsultBodySchema>;

/** How many cart rows 再次购买 touched. */
export const reorderSchema = s.num(0);
