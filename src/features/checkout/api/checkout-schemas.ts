import { fen, flag, int, list, num, text, v, type Schema } from '@/lib/schema';
import { sellOfferEntries } from '@/lib/sell-offer';
import { ORDER_STATUSES } from '@/features/orders/api/orders-types';
import type { CreatedOrder, DeliveryCheck, OrderState, PayPrice } from './order-types';
import type { RechargeSettings } from './recharge-types';

export const createdOrderSchema: Schema<CreatedOrder> = v.object({
  orderId: int(),
  payCode: text(),
  price: fen(),
});

/** 100 is the full price: a missing or odd rate counts as no discount. */
const rate = () =>
  v.pipe(
    num(100),
    v.transform((value) => (value > 0 && value <= 100 ? value : 100)),
  );

export const payPriceSchema: Schema<PayPrice> = v.object({
  price: fen(),
  goodList: list(
    v.object({
      goodName: text(),
      goodStockName: text(),
      goodPrice: fen(),
      goodNum: int(),
      rate: rate(),
      ...sellOfferEntries,
    }),
  ),
});

export const deliveryChecksSchema: Schema<DeliveryCheck[]> = list(
  v.object({ goodId: int(), isCanBuy: flag() }),
);

/**
 * What a lost payment answer is reconciled against: the order's status, which must be one
 * the app knows (an unknown one leaves the outcome unknown rather than guessed).
 */
export const orderStateSchema: Schema<OrderState> = v.object({
  status: v.picklist(ORDER_STATUSES),
  reserved: flag(),
});

export const rechargeSettingsSchema: Schema<RechargeSettings> = v.object({
  WxRatio: num(0),
  AliRatio: num(0),
  publicBank: text(),
  publicBankNo: text(),
  publicUserName: text(),
  publicBankNum: text(),
});

/** A payment page or QR content: an absolute URL the app checks again before use. */
export const payUrlSchema: Schema<string> = v.pipe(v.string(), v.url());
