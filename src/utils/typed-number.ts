import { yuanToFen } from './money';
import { toHalfWidth } from './half-width';

/** Why what was typed is not a number of the kind asked for. */
export type TypedNumberProblem = 'empty' | 'invalid' | 'negative' | 'decimals';

export type TypedNumber = { ok: true; value: number } | { ok: false; problem: TypedNumberProblem };

const YUAN = /^([+-]?)(\d+\.?\d*|\.\d+)$/;
const WHOLE = /^\d+$/;

/**
 * A yuan amount as a member types it (full-width digits from a Chinese input method, spaces
 * around, '12.', '.5', a leading '+') as integer fen. A minus sign is `negative` and more than
 * two decimals `decimals`, so each can be refused in its own words.
 */
export function readYuan(typed: string): TypedNumber {
  const input = toHalfWidth(typed).trim();
  if (input === '') return { ok: false, problem: 'empty' };
  const match = YUAN.exec(input);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, sign, digits] = match;
  if (sign === '-') return { ok: false, problem: 'negative' };
  const [whole, decimals = ''] = digits.split('.');
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const fen = yuanToFen(`${whole || '0'}.${decimals || '0'}`);
  return fen === null ? { ok: false, problem: 'invalid' } : { ok: true, value: fen };
}

/** A whole number from 0 as a member types it (full-width digits, spaces around). */
export function readWholeNumber(typed: string): TypedNumber {
  const input = toHalfWidth(typed).trim();
  if (input === '') return { ok: false, problem: 'empty' };
  const value = Number(input);
  return WHOLE.test(input) && Number.isSafeInteger(value)
    ? { ok: true, value }
    : { ok: false, problem: 'invalid' };
}
