import { yuanToFen } from '@/utils/money';

/** The largest single top-up the platform takes, in fen: ¥1,000,000.00. */
export const MAX_RECHARGE_FEN = 100_000_000;

/**
 * Whether a typed amount in yuan is above the limit, including amounts so long that they have
 * no exact value in fen at all (yuanToFen gives null for those, as for text that is no amount).
 */
export function exceedsRechargeLimit(yuan: string): boolean {
  const fen = yuanToFen(yuan);
  if (fen !== null) return fen > MAX_RECHARGE_FEN;
  return /^\d+(\.\d*)?$/.test(yuan.trim()) && Number(yuan) * 100 > MAX_RECHARGE_FEN;
}
