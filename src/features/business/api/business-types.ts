import type { DistributionGear, DistributionStatus } from '@/lib/enums/distribution';
import type { OrderStatus } from '@/lib/enums/order-status';

/** YYYY-MM */
export type Month = string;

export type { DistributionGear, DistributionStatus, OrderStatus };

/** The member's purchase orders: those paid in the month and the month before, and by status. */
export interface OrderFigures {
  /** Orders placed in the month and paid. */
  count: number;
  /** fen, what those orders cost. */
  amount: number;
  lastCount: number;
  /** fen */
  lastAmount: number;
  /** All the member's paid orders, whenever placed, and what they cost (fen). */
  paidCount: number;
  paidAmount: number;
  /** How many of all the member's orders are in each status now. */
  byStatus: { status: OrderStatus; count: number }[];
}

/** Money in and out of the member's statement in the month and the month before, fen. */
export interface MoneyFigures {
  income: number;
  expense: number;
  lastIncome: number;
  lastExpense: number;
  /** The balance at the end of the month (or now, for this month). */
  balance: number;
}

/** The member's distribution centre in the month; hasCentre 0 when they have none. */
export interface DistributionFigures {
  hasCentre: 0 | 1;
  gear: DistributionGear;
  status: DistributionStatus;
  /** Orders waiting to be sent now. */
  toSend: number;
  /** Orders taken in the month, and what they come to (fen). */
  orders: number;
  amount: number;
  /** Orders sent in the month. */
  sent: number;
}

/**
 * GET v1/front/business/statistics (designed). A part the answer lacks or that is odd is null:
 * its card says so, the others are shown.
 */
export interface BusinessStatistics {
  month: Month;
  orders: OrderFigures | null;
  money: MoneyFigures | null;
  distribution: DistributionFigures | null;
}

export interface BusinessStatisticsQuery {
  /** YYYY-MM; this month when absent. */
  month?: Month;
}
