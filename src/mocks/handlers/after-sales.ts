import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { addConsult, enterAfterSale, listAfterSales, listConsults } from '../db/after-sales';
import { memberHandler } from './envelope';
import { pageQuery, required, requireId, text } from './request-fields';

export const afterSalesHandlers = [
  memberHandler(ordersEndpoints.afterSales, ({ db, user, query }) =>
    listAfterSales(db, user.userId, pageQuery(query)),
  ),
  memberHandler(ordersEndpoints.enterAfterSale, ({ db, user, body }) => {
    enterAfterSale(
      db,
      user.userId,
      {
        orderId: requireId(body.orderId),
        afterType: required(body.afterType),
        reason: text(body.reason),
        description: text(body.description),
      },
      new Date(),
    );
    return null;
  }),
  memberHandler(ordersEndpoints.consults, ({ db, user, query }) =>
    listConsults(db, user.userId, requireId(query.afterId)),
  ),
  memberHandler(ordersEndpoints.addConsult, ({ db, user, body }) =>
    addConsult(db, user.userId, requireId(body.afterId), text(body.content), new Date()),
  ),
];
