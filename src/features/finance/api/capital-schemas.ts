import * as v from 'valibot';
import * as s from '@/lib/schema';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import { billPageSchema } from './finance-schemas';

/** An optional total: a missing or odd one is shown as unknown, never as 0. */
const fenOrNull = () => s.orElse(s.fen(), null);

/** One month of the statement, summed, fen. */
export const summaryMonthSchema = v.object({
  month: s.month(),
  /** Money in: the sum of the month's positive lines. */
  income: s.fen(),
  /** Money out: the sum of the month's negative lines, as a positive amount. */
  expense: s.fen(),
  /** The balance at the end of the month. */
  balance: s.fen(),
});
export type SummaryMonth = s.Output<typeof summaryMonthSchema>;

/** The statement summed over the months asked for, fen. */
export const capitalSummarySchema = v.object({
  income: s.fen(),
  expense: s.fen(),
  /** income - expense: how much the balance changed over the months. */
  net: s.fen(),
  months: s.list(summaryMonthSchema),
  /** The month of the member's first statement line; null when there is none. */
  firstMonth: s.orElse(v.nullable(s.month()), null),
});
export type CapitalSummary = s.Output<typeof capitalSummarySchema>;

/** The months of the summary, YYYY-MM, both included. */
export const summaryQuerySchema = v.object(s.monthRange);
export type SummaryQuery = s.Input<typeof summaryQuerySchema>;

/** A page of statement lines with the total of every line the query matches. */
export const moneyLinePageSchema = v.intersect([
  billPageSchema,
  /** fen, signed as the lines are; null when not answered. */
  v.object({ amount: fenOrNull() }),
]);
export type MoneyLinePage = s.Output<typeof moneyLinePageSchema>;

export const moneyLineQuerySchema = v.object({
  /** The keyword is matched against the line's remark. */
  ...s.searchQuery,
  ...s.dayRange,
});
export type MoneyLineQuery = s.Input<typeof moneyLineQuerySchema>;

/** One of the member's venture investments. */
export const investmentSchema = v.object({
  investId: s.int(),
  investName: s.text(),
  /** fen invested. */
  amount: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  investTime: s.text(),
  /** SPEC section 3 audit status: PASS is in effect and earning. */
  status: s.oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  /** fen returned so far. */
  income: s.orElse(s.fen(), 0),
});
export type Investment = s.Output<typeof investmentSchema>;

export const investmentPageSchema = v.intersect([
  s.paged(investmentSchema),
  v.object({
    /** fen: what the member has in investments under audit or in effect; null when not answered. */
    investAmount: fenOrNull(),
    /** fen: every return so far; null when not answered. */
    incomeAmount: fenOrNull(),
  }),
]);
export type InvestmentPage = s.Output<typeof investmentPageSchema>;

/** One return of an investment, credited to the balance. */
export const investIncomeSchema = v.object({
  incomeId: s.int(),
  /** fen */
  amount: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  remark: s.text(),
});
export type InvestIncome = s.Output<typeof investIncomeSchema>;

export const investIncomePageSchema = s.paged(investIncomeSchema);
