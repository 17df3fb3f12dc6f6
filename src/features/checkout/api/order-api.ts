import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { apiClient } from '@/lib/api-client';
import { endpoint } from '@/lib/endpoint';
import { checkoutEndpoints } from './checkout-endpoints';
import { orderStateSchema, type CartOrderBody, type SingleOrderBody } from './checkout-schemas';

/**
 * The orders feature's order detail (declared there), read for the order's status only: an
 * answer short of a whole order's fields still tells the status.
 */
const orderStateEndpoint = endpoint({ ...ordersEndpoints.detail, answer: orderStateSchema });

export const checkDelivery = (goodIds: readonly number[], userAddressId: number) =>
  apiClient.call(checkoutEndpoints.deliveryCheck, {
    query: { goodIdList: goodIds.join(';'), userAddressId },
  });

/**
 * Creating an order carries the purchase intent's idempotency key: a retry after a lost
 * answer gets the order the first call created, never a second one.
 */
export const createCartOrder = (body: CartOrderBody, idempotencyKey: string) =>
  apiClient.call(checkoutEndpoints.cartOrder, { body, idempotencyKey });

export const createSingleOrder = (body: SingleOrderBody, idempotencyKey: string) =>
  apiClient.call(checkoutEndpoints.singleOrder, { body, idempotencyKey });

export const getPayPrice = (orderId: number) =>
  apiClient.call(checkoutEndpoints.payPrice, { path: { orderId } });

/** Every failure is the caller's to show (SPEC section 4). */
export const payByBalance = (orderId: number, idempotencyKey: string) =>
  apiClient.call(checkoutEndpoints.payByBalance, {
    body: { orderId },
    takeOver: 'all',
    idempotencyKey,
  });

/** The order's status, to learn what became of a payment whose answer was lost. */
export const getOrderState = (orderId: number) =>
  apiClient.call(orderStateEndpoint, { query: { orderId }, takeOver: 'all' });
