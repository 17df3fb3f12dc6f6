import { numberCopy } from '@/copy';
import { toHalfWidth } from './half-width';

function digitsOf(input: string): string {
  return toHalfWidth(input).replace(/\D/g, '');
}

/** The last 4 digits of an account number, ignoring spaces and other separators. */
export function bankLast4(accountNumber: string): string {
  return digitsOf(accountNumber).slice(-4);
}

/** '6222021234567890123' -> '尾号 0123'. */
export function formatBankTail(accountNumber: string): string {
  return numberCopy.bankTail(bankLast4(accountNumber));
}

/** A bank account number has 12 to 19 digits; spaces are only grouping. */
export const isBankNumber = (grouped: string): boolean =>
  /^\d{12,19}$/.test(grouped.replace(/\s/g, ''));

/** 19 digits grouped in fours: four spaces between five groups. */
export const BANK_NUMBER_MAX_LENGTH = 23;

/** Keeps only digits and groups them in fours: '6222-0212 3456' -> '6222 0212 3456'. */
export function groupBankNumber(input: string): string {
  return digitsOf(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}
