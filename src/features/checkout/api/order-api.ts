import { apiClient } from '@/lib/api-client';
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
  apiClient.get<DeliveryCheck[]>(CHECKOUT_PATHS.deliveryCheck, {
    params: { goodIdList: goodIds.join(';'), userAddressId },
  });

export const createCartOrder = (body: CartOrderBody) =>
  apiClient.post<CreatedOrder>(CHECKOUT_PATHS.cartOrder, body);

export const createSingleOrder = (body: SingleOrderBody) =>
  apiClient.post<CreatedOrder>(CHECKOUT_PATHS.singleOrder, body);

export const getPayPrice = (orderId: number) =>
  apiClient.get<PayPrice>(fillPath(CHECKOUT_PATHS.payPrice, { orderId }));

/** Pays a pending order from the balance. Every failure is the caller's to show (SPEC section 4). */
export const payByBalance = (orderId: number) =>
  apiClient.post<null>(CHECKOUT_PATHS.payByBalance, { orderId }, { takeOver: 'all' });
