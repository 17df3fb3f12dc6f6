import { sellTypeCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, sell type: NULL promotion, FULL discount over a threshold, DISCOUNT, COUPON. */
export const SELL_TYPES = ['NULL', 'FULL', 'DISCOUNT', 'COUPON'] as const;
export type SellType = (typeof SELL_TYPES)[number];

/** Each kind of offer in a colour of its own, so that a list of goods tells them apart. */
export const sellType = defineEnumeration(SELL_TYPES, sellTypeCopy, {
  NULL: 'warning',
  FULL: 'error',
  DISCOUNT: 'success',
  COUPON: 'progress',
});
