import { withdrawalCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { readYuan, type TypedNumberProblem } from '@/utils/typed-number';

export type WithdrawAmount = { ok: true; fen: number } | { ok: false; message: string };

const REFUSALS: Record<TypedNumberProblem, string> = {
  empty: withdrawalCopy.amountRequired,
  invalid: withdrawalCopy.amountInvalid,
  negative: withdrawalCopy.amountNotPositive,
  decimals: withdrawalCopy.amountInvalid,
};

/**
 * The amount typed in yuan (full-width digits accepted) as integer fen, or why it is refused:
 * empty, not a number, zero or negative, more than two decimals, above what is available.
 */
export function readWithdrawAmount(typed: string, availableFen: number): WithdrawAmount {
  const read = readYuan(typed);
  if (!read.ok) return { ok: false, message: REFUSALS[read.problem] };
  if (read.value <= 0) return { ok: false, message: withdrawalCopy.amountNotPositive };
  if (read.value > availableFen) {
    return { ok: false, message: withdrawalCopy.amountOverAvailable(formatFen(availableFen)) };
  }
  return { ok: true, fen: read.value };
}
