import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import {
  fen,
  int,
  list,
  oneOf,
  optional,
  orElse,
  pageQuery,
  paged,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';
import { billPageSchema } from './finance-schemas';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month as the API writes it: YYYY-MM. */
const month = () => v.pipe(v.string(), v.regex(MONTH));
/** An optional total: a missing or odd one is shown as unknown, never as 0. */
const fenOrNull = () => orElse(fen(), null);

/** One month of the statement, summed, fen. */
export const summaryMonthSchema = v.object({
  month: month(),
  /** Money in: the sum of the month's positive lines. */
  income: fen(),
  /** Money out: the sum of the month's negative lines, as a positive amount. */
  expense: fen(),
  /** The balance at the end of the month. */
  balance: fen(),
});
export type SummaryMonth = Output<typeof summaryMonthSchema>;

/** The statement summed over the months asked for, fen. */
export const capitalSummarySchema = v.object({
  income: fen(),
  expense: fen(),
  /** income - expense: how much the balance changed over the months. */
  net: fen(),
  months: list(summaryMonthSchema),
  /** The month of the member's first statement line; null when there is none. */
  firstMonth: orElse(v.nullable(month()), null),
});
export type CapitalSummary = Output<typeof capitalSummarySchema>;

/** The months of the summary, YYYY-MM, both included. */
export const summaryQuerySchema = v.object({
  startMonth: v.string(),
  endMonth: v.string(),
});
export type SummaryQuery = Input<typeof summaryQuerySchema>;

/** A page of statement lines with the total of every line the query matches. */
export const moneyLinePageSchema = v.intersect([
  billPageSchema,
  /** fen, signed as the lines are; null when not answered. */
  v.object({ amount: fenOrNull() }),
]);
export type MoneyLinePage = Output<typeof moneyLinePageSchema>;

export const moneyLineQuerySchema = v.object({
  ...pageQuery,
  /** Matched against the line's remark. */
  keyword: optional(v.string()),
  /** YYYY-MM-DD, both days included, sent together. */
  startTime: optional(v.string()),
  endTime: optional(v.string()),
});
export type MoneyLineQuery = Input<typeof moneyLineQuerySchema>;

/** One of the member's venture investments. */
export const investmentSchema = v.object({
  investId: int(),
  investName: text(),
  /** fen invested. */
  amount: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  investTime: text(),
  /** SPEC section 3 audit status: PASS is in effect and earning. */
  status: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  /** fen returned so far. */
  income: orElse(fen(), 0),
});
export type Investment = Output<typeof investmentSchema>;

export const investmentPageSchema = v.intersect([
  paged(investmentSchema),
  v.object({
    /** fen: what the member has in investments under audit or in effect; null when not answered. */
    investAmount: fenOrNull(),
    /** fen: every return so far; null when not answered. */
    incomeAmount: fenOrNull(),
  }),
]);
export type InvestmentPage = Output<typeof investmentPageSchema>;

/** One return of an investment, credited to the balance. */
export const investIncomeSchema = v.object({
  incomeId: int(),
  /** fen */
  amount: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  remark: text(),
});
export type InvestIncome = Output<typeof investIncomeSchema>;

export const investIncomePageSchema = paged(investIncomeSchema);
export type InvestIncomePage = Output<typeof investIncomePageSchema>;
