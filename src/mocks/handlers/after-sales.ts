import { ORDERS_PATHS } from '@/features/orders/api/orders-api';
import { addConsult, enterAfterSale, listAfterSales, listConsults } from '../db/after-sales';
import { memberHandler } from './envelope';
import { AFTER_SALE_TYPES } from './order-fields';
import { pageQuery, requireId, requireOneOf, text } from './request-fields';

export const afterSalesHandlers = [
  memberHandler('get', ORDERS_PATHS.afterSales, ({ db, user, query }) =>
    listAfterSales(db, user.userId, pageQuery(query)),
  ),
  memberHandler('post', ORDERS_PATHS.enterAfterSale, ({ db, user, body }) => {
    enterAfterSale(
      db,
      user.userId,
      {
        orderId: requireId(body.orderId),
        afterType: requireOneOf(AFTER_SALE_TYPES, body.afterType),
        reason: text(body, 'reason'),
        description: text(body, 'description'),
      },
      new Date(),
    );
    return null;
  }),
  memberHandler('get', ORDERS_PATHS.consult, ({ db, user, query }) =>
    listConsults(db, user.userId, requireId(query.get('afterId'))),
  ),
  memberHandler('post', ORDERS_PATHS.consult, ({ db, user, body }) =>
    addConsult(db, user.userId, requireId(body.afterId), text(body, 'content'), new Date()),
  ),
];
