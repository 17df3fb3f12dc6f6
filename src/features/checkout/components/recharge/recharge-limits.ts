/** The largest single top-up the platform takes, in fen: ¥1,000,000.00. */
export const MAX_RECHARGE_FEN = 100_000_000;
