import { withdrawalCopy } from '@/copy';
import { formatFen, yuanToFen } from '@/utils/money';
import { toHalfWidth } from '@/utils/half-width';

export type WithdrawAmount = { ok: true; fen: number } | { ok: false; message: string };

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The amount typed in yuan (full-width digits accepted) as integer fen, or why it is refused:
 * empty, not a number, zero or negative, more than two decimals, above what is available.
 */
export function readWithdrawAmount(typed: string, availableFen: number): WithdrawAmount {
  const input = toHalfWidth(typed).trim();
  if (input === '') return { ok: false, message: withdrawalCopy.amountRequired };
  if (!DECIMAL.test(input)) return { ok: false, message: withdrawalCopy.amountInvalid };
  if (Number(input) <= 0) return { ok: false, message: withdrawalCopy.amountNotPositive };
  const fen = yuanToFen(input.replace(/^\+/, '').replace(/^\./, '0.').replace(/\.$/, ''));
  if (fen === null) return { ok: false, message: withdrawalCopy.amountInvalid };
  if (fen > availableFen) {
    return { ok: false, message: withdrawalCopy.amountOverAvailable(formatFen(availableFen)) };
  }
  return { ok: true, fen };
}
