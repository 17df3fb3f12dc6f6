import { sellTypeCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, sell type: NULL promotion, FULL discount over a threshold, DISCOUNT, COUPON. */
export const SELL_TYPES = ['NULL', 'FULL', 'DISCOUNT', 'COUPON'] as const;
export type SellType = (typeof SELL_TYPES)[number];

/** Every kind of offer draws the eye alike. */
export const sellType = defineEnumeration(SELL_TYPES, sellTypeCopy, {
  NULL: 'warning',
  FULL: 'warning',
  DISCOUNT: 'warning',
  COUPON: 'warning',
});
