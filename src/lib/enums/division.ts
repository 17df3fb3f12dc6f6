import { divisionCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** Division ids (SPEC section 3): 2 medical, 3 advertising, 4 web services, 5 operations, 7 about us. */
export const DIVISION_IDS = [2, 3, 4, 5, 7] as const;
export type DivisionId = (typeof DIVISION_IDS)[number];

export const divisionId = defineEnumeration(DIVISION_IDS, divisionCopy, neutralTones(DIVISION_IDS));
