import type { PageQuery, StockLine } from '@/lib/api-types';
import type { ApplyStatus } from '@/lib/enums/apply-status';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-types';
import type { InvoiceAudit } from '@/lib/enums/invoice-audit';
import type { OrderStatus } from '@/lib/enums/order-status';

export { ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
export type { InvoiceAudit } from '@/lib/enums/invoice-audit';

/** Orders that are over: the history list shows these, and only these can be deleted. */
export const CLOSED_ORDER_STATUSES = ['CANCEL', 'FINISH', 'REJECTION', 'RETURN'] as const;

/** One line of an order: a stock of a good at the price it was ordered at. */
export type OrderGood = StockLine;

/** The delivery address as it was when the order was placed (or last changed). */
export interface OrderAddress {
  userAddressId: number;
  userName: string;
  phone: string;
  /** Province to entrance and detailed address, joined for display. */
  fullAddress: string;
}

export interface OrderSummary {
  orderId: number;
  payCode: string;
  status: OrderStatus;
  /** The amount payable, in fen. */
  price: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** YYYY-MM-DD HH:mm:ss, null while unpaid. */
  payTime: string | null;
  goods: OrderGood[];
  address: OrderAddress;
  isInvoice: 0 | 1;
  /** null when no invoice has been requested. */
  invoiceAudit: InvoiceAudit | null;
  /** 充值并支付: a bank recharge is waiting for audit and will pay this order. */
  reserved: boolean;
}

export interface OrderListQuery extends PageQuery {
  status?: OrderStatus;
  /** 1: only closed orders (CANCEL, FINISH, REJECTION, RETURN), for history_order. */
  history?: 0 | 1;
  /** Matches the pay code or a good's name. */
  keyword?: string;
}

export interface OrderList {
  list: OrderSummary[];
  total: number;
}

/** GET v1/front/order/detail/good. */
export interface OrderDetail extends OrderSummary {
  invoiceInformation: InvoiceInformation | null;
  expressCompany: string | null;
  trackingNo: string | null;
}

export interface TrackingTrace {
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  context: string;
}

/** GET /common/kuaidi: newest trace first. */
export interface Tracking {
  expressCompany: string;
  trackingNo: string;
  traces: TrackingTrace[];
}

/** GET v1/front/invoice/get: the invoice requested for an order, if any. */
export interface OrderInvoice {
  orderId: number;
  invoiceAudit: InvoiceAudit | null;
  invoiceInformation: InvoiceInformation | null;
  /** Why the request was refused, when invoiceAudit is 2. */
  refuseReason: string;
}

export interface InvoiceApplyBody {
  orderId: number;
  invoiceInformation: InvoiceInformation;
}

export interface ChangeOrderAddressBody {
  orderId: number;
  userAddressId: number;
}

export interface OrderIdBody {
  orderId: number;
}

/** Apply status (SPEC section 3): 0 none yet (pending), 1 agreed, 2 rejected. */
export type AfterSaleStatus = ApplyStatus;

/** 0 refund only, 1 return and refund, 2 exchange. */
export type AfterSaleType = 0 | 1 | 2;

export interface AfterSale {
  afterId: number;
  orderId: number;
  payCode: string;
  goods: OrderGood[];
  /** The order's amount, in fen. */
  price: number;
  afterType: AfterSaleType;
  reason: string;
  description: string;
  status: AfterSaleStatus;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface AfterSaleList {
  list: AfterSale[];
  total: number;
}

/** POST v1/front/order/after/enter. Only SIGN and FINISH orders qualify; the order becomes AFTER. */
export interface AfterSaleBody {
  orderId: number;
  afterType: AfterSaleType;
  reason: string;
  description: string;
}

/** One message of the after-sales conversation. */
export interface AfterConsult {
  consultId: number;
  /** 0 the member, 1 the platform. */
  fromPlatform: 0 | 1;
  content: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface AfterConsultBody {
  afterId: number;
  content: string;
}
