import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { checkDelivery } from '../db/delivery';
import { createCartOrder, createSingleOrder } from '../db/order-create';
import { payByBalance, payPrice } from '../db/order-payment';
import { memberHandler } from './envelope';
import { readOrderTerms } from './order-fields';
import { readIds, required, requireId, requireText } from './request-fields';

export const checkoutHandlers = [
  memberHandler(checkoutEndpoints.deliveryCheck, ({ db, user, query }) =>
    checkDelivery(db, user.userId, readIds(query.goodIdList ?? ''), requireId(query.userAddressId)),
  ),
  memberHandler(checkoutEndpoints.cartOrder, ({ db, user, body }) =>
    createCartOrder(
      db,
      user.userId,
      readIds(requireText(body.userShoppingCartIdList)),
      readOrderTerms(body),
      new Date(),
    ),
  ),
  memberHandler(checkoutEndpoints.singleOrder, ({ db, user, body }) =>
    createSingleOrder(
      db,
      user.userId,
      { goodStockId: requireId(body.goodStockId), num: required(body.goodNum) },
      readOrderTerms(body),
      new Date(),
    ),
  ),
  memberHandler(checkoutEndpoints.payPrice, ({ db, user, params }) =>
    payPrice(db, user.userId, requireId(params.orderId)),
  ),
  memberHandler(checkoutEndpoints.payByBalance, ({ db, user, body }) => {
    payByBalance(db, user, requireId(body.orderId), new Date());
    return null;
  }),
];
