import { CLOSED_ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
import type { OrderSummary } from '../api/orders-schemas';

/** What a member can do with an order, in the order the buttons are shown. */
export const ORDER_ACTIONS = [
  'detail',
  'tracking',
  'invoice',
  'changeAddress',
  'afterSale',
  'reorder',
  'remove',
  'cancel',
  'pay',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The actions that open a dialog; the others act at once, after a confirmation, except
 * 订单详情, which opens the order's detail (in the URL).
 */
const DIALOG_ACTIONS = [
  'tracking',
  'invoice',
  'changeAddress',
  'afterSale',
] as const satisfies readonly OrderAction[];
export type OrderDialogAction = (typeof DIALOG_ACTIONS)[number];

export const isDialogAction = (action: OrderAction): action is OrderDialogAction =>
  (DIALOG_ACTIONS as readonly OrderAction[]).includes(action);

const ADDRESS_CHANGEABLE: readonly OrderStatus[] = ['WAIT', 'PAYMENT', 'SEND'];
const AFTER_SALE_ALLOWED: readonly OrderStatus[] = ['SIGN', 'FINISH'];
const UNPAID: readonly OrderStatus[] = ['WAIT', 'CANCEL'];
const REFUSED = 2;

export const isClosedOrder = (status: OrderStatus): boolean =>
  (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Only a paid order can be invoiced; after a refusal the member may ask again. */
export const canApplyInvoice = (order: Pick<OrderSummary, 'status' | 'invoiceAudit'>): boolean =>
  !UNPAID.includes(order.status) && (order.invoiceAudit === null || order.invoiceAudit === REFUSED);

/**
 * A parcel gets its tracking number when the goods leave the warehouse. The list's summaries
 * do not carry the number (only the detail does), so the status tells whether there is one.
 */
const SHIPPED: readonly OrderStatus[] = ['START', 'SIGN', 'FINISH', 'REJECTION', 'AFTER', 'RETURN'];
export const isShipped = (status: OrderStatus): boolean => SHIPPED.includes(status);

const RULES: Record<OrderAction, (order: OrderSummary) => boolean> = {
  detail: () => true,
  tracking: (order) => isShipped(order.status),
  invoice: (order) => order.invoiceAudit !== null || canApplyInvoice(order),
  changeAddress: (order) => ADDRESS_CHANGEABLE.includes(order.status),
  afterSale: (order) => AFTER_SALE_ALLOWED.includes(order.status),
  reorder: () => true,
  remove: (order) => isClosedOrder(order.status),
  cancel: (order) => order.status === 'WAIT',
  // a reserved order is paid by its bank transfer once audited: paying it here would pay twice
  pay: (order) => order.status === 'WAIT' && !order.reserved,
};

export const orderActions = (order: OrderSummary): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => RULES[action](order));

/** Goods lines can repeat a good in several specifications: count the pieces. */
export const countPieces = (order: Pick<OrderSummary, 'goods'>): number =>
  order.goods.reduce((sum, good) => sum + good.num, 0);
