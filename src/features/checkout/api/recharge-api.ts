import { apiClient } from '@/lib/api-client';
import { rechargeEndpoints } from './recharge-endpoints';
import type { BankRechargeBody } from './checkout-schemas';

export const getRechargeSettings = () => apiClient.call(rechargeEndpoints.settings);

export const getOrderShortfall = (orderId: number) =>
  apiClient.call(rechargeEndpoints.orderShortfall, { path: { orderId } });

/** price is the recharge amount in fen. */
export const createWechatPayUrl = (priceFen: number, signal?: AbortSignal) =>
  apiClient.call(rechargeEndpoints.wechatQr, { query: { price: priceFen }, signal });

/** price is the recharge amount in fen. */
export const createAlipayUrl = (priceFen: number) =>
  apiClient.call(rechargeEndpoints.alipay, { query: { price: priceFen } });

export const addBankRecharge = (body: BankRechargeBody) =>
  apiClient.call(rechargeEndpoints.bankRecharge, { body });
