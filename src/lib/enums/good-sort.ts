import { goodSortCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** How the catalogue may be ordered. */
export const GOOD_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc'] as const;
export type GoodSort = (typeof GOOD_SORTS)[number];

export const goodSort = defineEnumeration(GOOD_SORTS, goodSortCopy, neutralTones(GOOD_SORTS));
