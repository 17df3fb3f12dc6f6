import { capitalCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** Which of the statement's lines a list shows: money in (capital/income) or out (capital/expend). */
export const MONEY_DIRECTIONS = ['income', 'expend'] as const;
export type MoneyDirection = (typeof MONEY_DIRECTIONS)[number];

export const moneyDirection = defineEnumeration(
  MONEY_DIRECTIONS,
  { income: capitalCopy.incomeTitle, expend: capitalCopy.expendTitle },
  neutralTones(MONEY_DIRECTIONS),
);
