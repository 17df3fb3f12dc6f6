import * as v from 'valibot';
import * as s from '@/lib/schema';
import { invoiceInformationBodySchema } from '@/features/invoice/api/invoice-schemas';
import { BANK_RECHARGE_TYPES } from '@/lib/enums/bank-recharge-type';
import { INVOICE_FLAGS } from '@/lib/enums/invoice';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { sellOfferEntries } from '@/lib/sell-offer';

/** SPEC section 3, created order. */
export const createdOrderSchema = v.object({
  orderId: s.int(),
  payCode: s.text(),
  /** fen */
  price: s.fen(),
});
export type CreatedOrder = s.Output<typeof createdOrderSchema>;

/** 100 is the full price: a missing or odd rate counts as no discount. */
const rate = () =>
  v.pipe(
    s.num(100),
    v.transform((value) => (value > 0 && value <= 100 ? value : 100)),
  );

/** A line of the order to pay, with the promotion its good is sold under (shown only). */
export const payPriceGoodSchema = v.object({
  goodName: s.text(),
  goodStockName: s.text(),
  /** Unit price in fen. */
  goodPrice: s.fen(),
  goodNum: s.int(),
  /** Percent of the unit price charged: 100 is no discount. */
  rate: rate(),
  ...sellOfferEntries,
});
export type PayPriceGood = s.Output<typeof payPriceGoodSchema>;

/** What paying the order actually costs. */
export const payPriceSchema = v.object({
  /** fen */
  price: s.fen(),
  goodList: s.list(payPriceGoodSchema),
});
export type PayPrice = s.Output<typeof payPriceSchema>;

/** Per good, whether it can go to the chosen address. */
export const deliveryCheckSchema = v.object({
  goodId: s.int(),
  /** 0: beyond the delivery range. */
  isCanBuy: s.flag(),
});
export type DeliveryCheck = s.Output<typeof deliveryCheckSchema>;

export const deliveryChecksSchema = s.list(deliveryCheckSchema);

export const deliveryCheckQuerySchema = v.object({
  /** Good ids joined by ';'. */
  goodIdList: v.string(),
  userAddressId: v.number(),
});

/**
 * What a lost payment answer is reconciled against: the order's status, which must be one
 * the app knows (an unknown one leaves the outcome unknown rather than guessed).
 */
export const orderStateSchema = v.object({
  status: v.picklist(ORDER_STATUSES),
  /** 1: a 充值并支付 bank transfer will pay it once audited. */
  reserved: s.flag(),
});

/** What every new order carries besides its goods. */
const placementEntries = {
  userAddressId: v.number(),
  isInvoice: v.picklist(INVOICE_FLAGS),
  invoiceInformation: invoiceInformationBodySchema,
};

/** The chosen cart rows become one order and leave the cart. */
export const cartOrderBodySchema = v.object({
  ...placementEntries,
  /** Cart row ids joined by ';'. */
  userShoppingCartIdList: v.string(),
});
export type CartOrderBody = s.Input<typeof cartOrderBodySchema>;
export type OrderPlacement = Omit<CartOrderBody, 'userShoppingCartIdList'>;

/** One stock bought directly. */
export const singleOrderBodySchema = v.object({
  ...placementEntries,
  goodStockId: v.number(),
  goodNum: v.number(),
});
export type SingleOrderBody = s.Input<typeof singleOrderBodySchema>;

export const payByBalanceBodySchema = v.object({ orderId: v.number() });

/** Ratios are per thousand: 6 is a 0.6 % fee. */
export const rechargeSettingsSchema = v.object({
  WxRatio: s.num(0),
  AliRatio: s.num(0),
  publicBank: s.text(),
  publicBankNo: s.text(),
  publicUserName: s.text(),
  publicBankNum: s.text(),
});
export type RechargeSettings = s.Output<typeof rechargeSettingsSchema>;

/** How much the member must top up to pay the order, in fen. */
export const orderShortfallSchema = s.fen();

/** A payment page or QR content: an absolute URL the app checks again before use. */
export const payUrlSchema = v.pipe(v.string(), v.url());

/** The recharge amount in fen: what reaches the balance, without the provider's fee. */
export const onlineRechargeQuerySchema = v.object({ price: v.number() });

/** SPEC section 3, bank recharge request. */
export const bankRechargeBodySchema = v.object({
  bank: v.string(),
  userName: v.string(),
  /** Digits only. */
  bankNo: v.string(),
  /** fen */
  rechargePrice: v.number(),
  /** YYYY-MM-DD HH:mm:ss */
  rechargeTime: v.string(),
  /** Set by the platform on audit; empty when submitted. */
  passTime: v.string(),
  rechargeCertificate: v.string(),
  type: v.picklist(BANK_RECHARGE_TYPES),
  orderId: v.nullable(v.number()),
  break: v.string(),
});
export type BankRechargeBody = s.Input<typeof bankRechargeBodySchema>;
