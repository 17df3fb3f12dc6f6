import { memberCopy } from '@/copy';
import type { Sex } from '@/lib/user-schema';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** The member's sex as the API writes it: 0 female, 1 male. */
export const SEXES = [0, 1] as const satisfies readonly Sex[];

export const sex = defineEnumeration(
  SEXES,
  { 0: memberCopy.sexFemale, 1: memberCopy.sexMale },
  neutralTones(SEXES),
);
