import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { changeOrderAddress, reorder } from '../db/order-changes';
import { applyInvoice, orderInvoice } from '../db/order-invoices';
import { cancelOrder } from '../db/order-payment';
import { deleteOrder, listOrders, orderDetail } from '../db/orders';
import { trackOrder } from '../db/tracking';
import { memberHandler } from './envelope';
import { readInvoiceInformation } from './order-fields';
import { pageQuery, requireId } from './request-fields';

export const ordersHandlers = [
  memberHandler(ordersEndpoints.list, ({ db, user, query }) =>
    listOrders(db, user.userId, {
      ...pageQuery(query),
      status: query.status,
      history: query.history ?? 0,
      keyword: query.keyword ?? '',
    }),
  ),
  memberHandler(ordersEndpoints.detail, ({ db, user, query }) =>
    orderDetail(db, user.userId, requireId(query.orderId)),
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
    trackOrder(db, user.userId, requireId(query.orderId)),
  ),
  memberHandler(ordersEndpoints.invoice, ({ db, user, query }) =>
    orderInvoice(db, user.userId, requireId(query.orderId)),
  ),
  memberHandler(ordersEndpoints.applyInvoice, ({ db, user, body }) => {
    const information = readInvoiceInformation(body.invoiceInformation);
    applyInvoice(db, user.userId, requireId(body.orderId), information);
    return null;
  }),
];
