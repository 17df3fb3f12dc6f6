import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import {
  createdOrderSchema,
  deliveryChecksSchema,
  orderStateSchema,
  payPriceSchema,
} from './checkout-schemas';
import type { CartOrderBody, SingleOrderBody } from './order-types';

export const CHECKOUT_PATHS = {
  deliveryCheck: 'v1/front/use/good/district',
  cartOrder: 'v1/front/corder',
  singleOrder: 'v1/front/order',
  payPrice: 'v1/front/show/order/price/:orderId',
  payByBalance: 'v1/front/balance',
} as const;

export const checkDelivery = (goodIds: readonly number[], userAddressId: number) =>
  apiClient.get(CHECKOUT_PATHS.deliveryCheck, deliveryChecksSchema, {
    params: { goodIdList: goodIds.join(';'), userAddressId },
  });

/**
 * Creating an order carries the purchase intent's idempotency key: a retry after a lost
 * answer gets the order the first call created, never a second one.
 */
export const createCartOrder = (body: CartOrderBody, idempotencyKey: string) =>
  apiClient.post(CHECKOUT_PATHS.cartOrder, body, createdOrderSchema, { idempotencyKey });

export const createSingleOrder = (body: SingleOrderBody, idempotencyKey: string) =>
  apiClient.post(CHECKOUT_PATHS.singleOrder, body, createdOrderSchema, { idempotencyKey });

export const getPayPrice = (orderId: number) =>
  apiClient.get(fillPath(CHECKOUT_PATHS.payPrice, { orderId }), payPriceSchema);

/** Pays a pending order from the balance. Every failure is the caller's to show (SPEC section 4). */
export const payByBalance = (orderId: number, idempotencyKey: string) =>
  apiClient.post(CHECKOUT_PATHS.payByBalance, { orderId }, noAnswer, {
    takeOver: 'all',
    idempotencyKey,
  });

/** The order's status, to learn what became of a payment whose answer was lost. */
export const getOrderState = (orderId: number) =>
  apiClient.get(ordersEndpoints.detail.path, orderStateSchema, {
    params: { orderId },
    takeOver: 'all',
  });
