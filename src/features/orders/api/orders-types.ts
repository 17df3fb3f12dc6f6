import type { Input, Output } from '@/lib/schema';
import type {
  afterConsultBodySchema,
  afterConsultSchema,
  afterSaleBodySchema,
  afterSaleListSchema,
  afterSaleSchema,
  changeOrderAddressBodySchema,
  invoiceApplyBodySchema,
  orderAddressSchema,
  orderDetailSchema,
  orderGoodSchema,
  orderIdBodySchema,
  orderInvoiceSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSummarySchema,
  trackingSchema,
  trackingTraceSchema,
} from './orders-schemas';

export { ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
export type { InvoiceAudit } from '@/lib/enums/invoice-audit';

/** Orders that are over: the history list shows these, and only these can be deleted. */
export const CLOSED_ORDER_STATUSES = ['CANCEL', 'FINISH', 'REJECTION', 'RETURN'] as const;

export type OrderGood = Output<typeof orderGoodSchema>;
export type OrderAddress = Output<typeof orderAddressSchema>;
export type OrderSummary = Output<typeof orderSummarySchema>;
export type OrderListQuery = Input<typeof orderListQuerySchema>;
export type OrderList = Output<typeof orderListSchema>;
export type OrderDetail = Output<typeof orderDetailSchema>;
export type TrackingTrace = Output<typeof trackingTraceSchema>;
export type Tracking = Output<typeof trackingSchema>;
export type OrderInvoice = Output<typeof orderInvoiceSchema>;
export type InvoiceApplyBody = Input<typeof invoiceApplyBodySchema>;
export type ChangeOrderAddressBody = Input<typeof changeOrderAddressBodySchema>;
export type OrderIdBody = Input<typeof orderIdBodySchema>;
export type AfterSale = Output<typeof afterSaleSchema>;
export type AfterSaleList = Output<typeof afterSaleListSchema>;
export type AfterSaleBody = Input<typeof afterSaleBodySchema>;
export type AfterConsult = Output<typeof afterConsultSchema>;
export type AfterConsultBody = Input<typeof afterConsultBodySchema>;

/** Apply status (SPEC section 3): 0 none yet (pending), 1 agreed, 2 rejected. */
export type AfterSaleStatus = AfterSale['status'];

/** 0 refund only, 1 return and refund, 2 exchange. */
export type AfterSaleType = AfterSale['afterType'];
