import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { addOnlineRecharge } from '../db/online-recharges';
import { addBankRecharge, checkRechargeAmount, orderShortfall } from '../db/recharges';
import { RECHARGE_SETTINGS } from '../db/settings';
import { memberHandler } from './envelope';
import { optionalId, requireId, text } from './request-fields';

/**
 * price in fen: what reaches the balance, without the fee, which the provider adds from
 * WxRatio / AliRatio. NaN when not sent as a number, which is refused as an amount.
 */
function priceOf(price: number | undefined): number {
  const amount = price ?? Number.NaN;
  checkRechargeAmount(amount);
  return amount;
}

export const rechargeHandlers = [
  memberHandler(rechargeEndpoints.settings, () => RECHARGE_SETTINGS),

  memberHandler(rechargeEndpoints.orderShortfall, ({ db, user, params }) =>
    orderShortfall(db, user, requireId(params.orderId)),
  ),

  memberHandler(rechargeEndpoints.wechatQr, ({ db, user, query }) => {
    const price = priceOf(query.price);
    const { tradeNo } = addOnlineRecharge(db, user, 'wx', price, new Date());
    return `https://pay.example.com/wxpay/qr?trade_no=${tradeNo}&price=${price}`;
  }),

  memberHandler(rechargeEndpoints.alipay, ({ db, user, query }) => {
    const price = priceOf(query.price);
    const { tradeNo } = addOnlineRecharge(db, user, 'zfb', price, new Date());
    return `https://openapi.alipay.example.com/gateway.do?out_trade_no=${tradeNo}&total_fen=${price}`;
  }),

  memberHandler(rechargeEndpoints.bankRecharge, ({ db, user, body }) => {
    addBankRecharge(db, user, {
      bank: text(body.bank),
      userName: text(body.userName),
      bankNo: text(body.bankNo).replace(/\s/g, ''),
      rechargePrice: body.rechargePrice ?? Number.NaN,
      rechargeTime: text(body.rechargeTime),
      rechargeCertificate: text(body.rechargeCertificate),
      type: body.type ?? 0,
      orderId: optionalId(body.orderId),
      break: text(body.break),
    });
    return null;
  }),
];
