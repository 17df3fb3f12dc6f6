import { NO_OFFER } from '@/lib/sell-offer';
import { describe, expect, it } from 'vitest';
import { commonCopy } from '@/copy';
import { parseAnswer } from '@/lib/schema';
import {
  createdOrderSchema,
  deliveryChecksSchema,
  orderStateSchema,
  payPriceSchema,
  payUrlSchema,
  rechargeSettingsSchema,
} from '../checkout-schemas';

describe('checkout answers', () => {
  it('reads a created order from its essentials and refuses one without an amount in fen', () => {
    expect(parseAnswer(createdOrderSchema, { orderId: '15', price: '24100' })).toEqual({
      ok: true,
      value: { orderId: 15, payCode: '', price: 24_100 },
    });
    expect(parseAnswer(createdOrderSchema, { orderId: 15, price: 241.5 })).toMatchObject({
      ok: false,
      message: commonCopy.badAmount,
    });
    expect(parseAnswer(createdOrderSchema, null)).toMatchObject({ ok: false });
  });

  it('reads a pay price whose lines carry no rate as full price, and refuses a float total', () => {
    expect(
      parseAnswer(payPriceSchema, { price: 2670, goodList: [{ goodPrice: 890, goodNum: 3 }] }),
    ).toEqual({
      ok: true,
      value: {
        price: 2670,
        goodList: [
          { goodName: '', goodStockName: '', goodPrice: 890, goodNum: 3, rate: 100, ...NO_OFFER },
        ],
      },
    });
    expect(parseAnswer(payPriceSchema, { price: 26.7, goodList: [] })).toMatchObject({ ok: false });
    expect(parseAnswer(payPriceSchema, 'text')).toMatchObject({ ok: false });
  });

  it('needs a known order status before it decides what a lost payment did', () => {
    expect(parseAnswer(orderStateSchema, { status: 'PAYMENT' })).toEqual({
      ok: true,
      value: { status: 'PAYMENT', reserved: 0 },
    });
    expect(parseAnswer(orderStateSchema, { status: 'MAYBE' })).toMatchObject({ ok: false });
  });

  it('gives the lists and settings their defaults', () => {
    expect(parseAnswer(deliveryChecksSchema, [{ goodId: 1 }, { isCanBuy: 1 }])).toEqual({
      ok: true,
      value: [{ goodId: 1, isCanBuy: 0 }],
    });
    expect(parseAnswer(rechargeSettingsSchema, {})).toMatchObject({
      ok: true,
      value: { WxRatio: 0, AliRatio: 0, publicBank: '' },
    });
    expect(parseAnswer(payUrlSchema, 'not a url')).toMatchObject({ ok: false });
  });
});
