import { percentOfFen } from '@/utils/money';

export interface RechargeFee {
  feeFen: number;
  payableFen: number;
}

/** payable = amount + amount x ratio / 1000, all in integer fen (SPEC section 9). */
export function rechargeFee(amountFen: number, ratioPerThousand: number): RechargeFee {
  const feeFen = percentOfFen(amountFen, ratioPerThousand);
  return { feeFen, payableFen: amountFen + feeFen };
}

/** The fee as displayed: the stored ratio divided by 10, e.g. 6 -> '0.6'. */
export function feePercentLabel(ratioPerThousand: number): string {
  return String(ratioPerThousand / 10);
}
