import { ordersCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What an after-sales request asks for: 0 refund only, 1 return and refund, 2 exchange. */
export const AFTER_SALE_TYPES = [0, 1, 2] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

export const afterSaleType = defineEnumeration(
  AFTER_SALE_TYPES,
  ordersCopy.afterTypes,
  neutralTones(AFTER_SALE_TYPES),
);
