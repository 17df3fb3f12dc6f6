import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { changeOrderAddress, reorder } from '../db/order-changes';
import { applyInvoice, orderInvoice } from '../db/order-invoices';
import { cancelOrder } from '../db/order-payment';
import { deleteOrder, listOrders, orderDetail } from '../db/orders';
import { trackOrder } from '../db/tracking';
import { memberHandler } from './envelope';
import { readInvoiceInformation } from './order-fields';
import { flag, oneOf, pageQuery, requireId } from './request-fields';

const orderIdOf = (query: URLSearchParams) => requireId(query.get('orderId'));

export const ordersHandlers = [
  memberHandler(ordersEndpoints.list, ({ db, user, query }) =>
    listOrders(db, user.userId, {
      ...pageQuery(query),
      status: oneOf(ORDER_STATUSES, query.get('status')) ?? undefined,
      history: flag(query.get('history')),
      keyword: query.get('keyword') ?? '',
    }),
  ),
  memberHandler(ordersEndpoints.detail, ({ db, user, query }) =>
    orderDetail(db, user.userId, orderIdOf(query)),
  ),
  memberHandler(ordersEndpoints.delete, ({ db, user, params }) => {
    deleteOrder(db, user.userId, requireId(params.orderId));
    return null;
  }),
  memberHandler(ordersEndpoints.cancel, ({ db, user, body }) => {
    cancelOrder(db, user.userId, requireId(body.orderId));
    return null;
  }),
  memberHandler(ordersEndpoints.again, ({ db, user, body }) =>
    reorder(db, user.userId, requireId(body.orderId)),
  ),
  memberHandler(ordersEndpoints.changeAddress, ({ db, user, body }) => {
    changeOrderAddress(db, user.userId, requireId(body.orderId), requireId(body.userAddressId));
    return null;
  }),
  memberHandler(ordersEndpoints.tracking, ({ db, user, query }) =>
    trackOrder(db, user.userId, orderIdOf(query)),
  ),
  memberHandler(ordersEndpoints.invoice, ({ db, user, query }) =>
    orderInvoice(db, user.userId, orderIdOf(query)),
  ),
  memberHandler(ordersEndpoints.applyInvoice, ({ db, user, body }) => {
    const information = readInvoiceInformation(body.invoiceInformation);
    applyInvoice(db, user.userId, requireId(body.orderId), information);
    return null;
  }),
];
