import { describe, expect, it } from 'vitest';
import { sellType } from '../enums/sell-type';
import * as v from 'valibot';
import { parseAnswer } from '../schema';
import { NO_OFFER, offerTerms, sellOfferEntries, type SellOffer } from '../sell-offer';

const goodSchema = v.object({ goodName: v.string(), ...sellOfferEntries });
const offer = (fields: Partial<SellOffer>): SellOffer => ({ ...NO_OFFER, ...fields });

describe('sell type', () => {
  it('reads each of SPEC section 3 in Chinese, each in a tone of its own', () => {
    expect(sellType.values.map((value) => sellType.label(value))).toEqual([
      '促销',
      '满减',
      '折扣',
      '优惠券',
    ]);
    expect(new Set(sellType.values.map((value) => sellType.tone(value))).size).toBe(4);
  });
});

describe('the offer fields of an answer', () => {
  it('read a promotion with its terms, amounts as fen', () => {
    expect(
      parseAnswer(goodSchema, {
        goodName: '中性笔',
        sellType: 'FULL',
        fullAmount: '10000',
        reduceAmount: 1000,
      }),
    ).toEqual({
      ok: true,
      value: {
        goodName: '中性笔',
        ...offer({ sellType: 'FULL', fullAmount: 10000, reduceAmount: 1000 }),
      },
    });
  });

  it('default to no promotion when the answer has none of them, or a sell type the app does not know', () => {
    expect(parseAnswer(goodSchema, { goodName: '中性笔' })).toEqual({
      ok: true,
      value: { goodName: '中性笔', ...NO_OFFER },
    });
    expect(parseAnswer(goodSchema, { goodName: '中性笔', sellType: 'GIFT' })).toMatchObject({
      ok: true,
      value: { sellType: null },
    });
    expect(parseAnswer(goodSchema, { goodName: '中性笔', sellType: null })).toMatchObject({
      ok: true,
      value: { sellType: null },
    });
  });

  it('cost only the odd term, never the good: an amount that is not fen reads as none', () => {
    expect(
      parseAnswer(goodSchema, {
        goodName: '中性笔',
        sellType: 'COUPON',
        couponAmount: 12.5,
        discountRate: 'x',
      }),
    ).toEqual({ ok: true, value: { goodName: '中性笔', ...offer({ sellType: 'COUPON' }) } });
  });
});

describe('offerTerms', () => {
  it('says the terms of each kind of promotion in Chinese', () => {
    expect(offerTerms(offer({ sellType: 'FULL', fullAmount: 10000, reduceAmount: 1000 }))).toBe(
      '满¥100.00减¥10.00',
    );
    expect(offerTerms(offer({ sellType: 'DISCOUNT', discountRate: 85 }))).toBe('8.5折');
    expect(offerTerms(offer({ sellType: 'DISCOUNT', discountRate: 90 }))).toBe('9折');
    expect(offerTerms(offer({ sellType: 'COUPON', couponAmount: 500 }))).toBe('领券减¥5.00');
  });

  it('says nothing of terms a plain promotion has not, or that make no sense', () => {
    expect(offerTerms(offer({ sellType: 'NULL' }))).toBeNull();
    expect(offerTerms(NO_OFFER)).toBeNull();
    expect(offerTerms(offer({ sellType: 'FULL', fullAmount: 10000 }))).toBeNull();
    expect(offerTerms(offer({ sellType: 'DISCOUNT', discountRate: 100 }))).toBeNull();
    expect(offerTerms(offer({ sellType: 'DISCOUNT', discountRate: 8.5 }))).toBeNull();
    expect(offerTerms(offer({ sellType: 'COUPON' }))).toBeNull();
  });
});
