import * as v from 'valibot';
import * as s from './schema';
import { sellOfferCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { SELL_TYPES, type SellType } from './enums/sell-type';

/**
 * The promotion a good is sold under, as goods, cart rows and pay lines carry it (designed
 * fields, docs/api.md). Shown only: the price the server charges is its own reckoning.
 */
export interface SellOffer {
  /** null: sold without a promotion. */
  sellType: SellType | null;
  /** FULL: an order of at least this much (fen)... */
  fullAmount: number;
  /** FULL: ...has this much (fen) taken off. */
  reduceAmount: number;
  /** DISCOUNT: the percent of the price charged, 1 to 99 (85 is 8.5折). */
  discountRate: number;
  /** COUPON: what the good's coupon is worth (fen). */
  couponAmount: number;
}

export const NO_OFFER: SellOffer = {
  sellType: null,
  fullAmount: 0,
  reduceAmount: 0,
  discountRate: 0,
  couponAmount: 0,
};

/** A sell type the app does not know, or none, is no promotion; any value may come. */
const sellTypeOrNull: s.MayBeMissing<unknown, SellType | null> = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => SELL_TYPES.find((known) => known === String(value)) ?? null),
  ),
  null,
) as unknown as s.MayBeMissing<unknown, SellType | null>;

/** The offer's fields of an answer: each may be missing (no promotion, or no terms). */
export const sellOfferEntries = {
  sellType: sellTypeOrNull,
  fullAmount: s.orElse(s.fen(), 0),
  reduceAmount: s.orElse(s.fen(), 0),
  discountRate: s.num(0),
  couponAmount: s.orElse(s.fen(), 0),
};

const PERCENT_PER_TENTH = 10;

/**
 * The offer's terms in Chinese (满¥100.00减¥10.00, 8.5折, 领券减¥5.00), or null when it has
 * none or they make no sense (a reduction of nothing, a rate outside 1 to 99).
 */
export function offerTerms(offer: SellOffer): string | null {
  switch (offer.sellType) {
    case 'FULL':
      return offer.fullAmount > 0 && offer.reduceAmount > 0
        ? sellOfferCopy.full(formatFen(offer.fullAmount), formatFen(offer.reduceAmount))
        : null;
    case 'DISCOUNT':
      return Number.isInteger(offer.discountRate) &&
        offer.discountRate >= 1 &&
        offer.discountRate <= 99
        ? sellOfferCopy.discount(String(offer.discountRate / PERCENT_PER_TENTH))
        : null;
    case 'COUPON':
      return offer.couponAmount > 0 ? sellOfferCopy.coupon(formatFen(offer.couponAmount)) : null;
    default:
      return null;
  }
}
