import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import { fillPath } from '@/lib/api-types';
import type {
  CartOrderBody,
  CreatedOrder,
  DeliveryCheck,
  PayPrice,
  SingleOrderBody,
} from './order-types';

export const CHECKOUT_PATHS = {
  deliveryCheck: 'v1/front/use/good/district',
  cartOrder: 'v1/front/corder',
  singleOrder: 'v1/front/order',
  payPrice: 'v1/front/show/order/price/:orderId',
  payByBalance: 'v1/front/balance',
} as const;

export const checkDelivery = (goodIds: readonly number[], userAddressId: number) =>
  apiClient.get(CHECKOUT_PATHS.deliveryCheck, unchecked<DeliveryCheck[]>(), {
    params: { goodIdList: goodIds.join(';'), userAddressId },
  });

export const createCartOrder = (body: CartOrderBody) =>
  apiClient.post(CHECKOUT_PATHS.cartOrder, body, unchecked<CreatedOrder>());

export const createSingleOrder = (body: SingleOrderBody) =>
  apiClient.post(CHECKOUT_PATHS.singleOrder, body, unchecked<CreatedOrder>());

export const getPayPrice = (orderId: number) =>
  apiClient.get(fillPath(CHECKOUT_PATHS.payPrice, { orderId }), unchecked<PayPrice>());

/** Pays a pending order from the balance. Every failure is the caller's to show (SPEC section 4). */
export const payByBalance = (orderId: number) =>
  apiClient.post(CHECKOUT_PATHS.payByBalance, { orderId }, unchecked<null>(), { takeOver: 'all' });
