import { apiClient } from '@/lib/api-client';
import { fen, noAnswer } from '@/lib/schema';
import { payUrlSchema, rechargeSettingsSchema } from './checkout-schemas';
import { fillPath } from '@/lib/api-types';
import type { BankRechargeBody } from './recharge-types';

export const RECHARGE_PATHS = {
  settings: 'v1/front/setting/recharge',
  orderShortfall: 'v1/front/difference/order/recharge/:orderId',
  wechatQr: '/v1/front/order/wx',
  alipay: '/v1/front/order/zfb',
  bankRecharge: 'v1/front/bank/recharge/add',
} as const;

export const getRechargeSettings = () =>
  apiClient.get(RECHARGE_PATHS.settings, rechargeSettingsSchema);

/** How much the member must top up to pay the order, in fen. */
export const getOrderShortfall = (orderId: number) =>
  apiClient.get(fillPath(RECHARGE_PATHS.orderShortfall, { orderId }), fen());

/** The WeChat payment URL to show as a QR code; price is the recharge amount in fen. */
export const createWechatPayUrl = (priceFen: number, signal?: AbortSignal) =>
  apiClient.post(RECHARGE_PATHS.wechatQr, undefined, payUrlSchema, {
    params: { price: priceFen },
    signal,
  });

/** The Alipay cashier URL; price is the recharge amount in fen. */
export const createAlipayUrl = (priceFen: number) =>
  apiClient.post(RECHARGE_PATHS.alipay, undefined, payUrlSchema, {
    params: { price: priceFen },
  });

export const addBankRecharge = (body: BankRechargeBody) =>
  apiClient.post(RECHARGE_PATHS.bankRecharge, body, noAnswer);
