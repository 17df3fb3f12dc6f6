import { CHECKOUT_PATHS } from '@/features/checkout/api/order-api';
import { checkDelivery } from '../db/delivery';
import { createCartOrder, createSingleOrder } from '../db/order-create';
import { payByBalance, payPrice } from '../db/order-payment';
import { memberHandler } from './envelope';
import { readOrderTerms } from './order-fields';
import { readIds, requireId, requireText } from './request-fields';

/** A quantity as sent; malformed values read as NaN so that the range check refuses them. */
const quantity = (body: Record<string, unknown>) => Number(requireText(body, 'goodNum'));

export const checkoutHandlers = [
  memberHandler('get', CHECKOUT_PATHS.deliveryCheck, ({ db, user, query }) =>
    checkDelivery(
      db,
      user.userId,
      readIds(query.get('goodIdList') ?? ''),
      requireId(query.get('userAddressId')),
    ),
  ),
  memberHandler('post', CHECKOUT_PATHS.cartOrder, ({ db, user, body }) =>
    createCartOrder(
      db,
      user.userId,
      readIds(requireText(body, 'userShoppingCartIdList')),
      readOrderTerms(body),
      new Date(),
    ),
  ),
  memberHandler('post', CHECKOUT_PATHS.singleOrder, ({ db, user, body }) =>
    createSingleOrder(
      db,
      user.userId,
      { goodStockId: requireId(body.goodStockId), num: quantity(body) },
      readOrderTerms(body),
      new Date(),
    ),
  ),
  memberHandler('get', CHECKOUT_PATHS.payPrice, ({ db, user, params }) =>
    payPrice(db, user.userId, requireId(params.orderId)),
  ),
  memberHandler('post', CHECKOUT_PATHS.payByBalance, ({ db, user, body }) => {
    payByBalance(db, user, requireId(body.orderId), new Date());
    return null;
  }),
];
