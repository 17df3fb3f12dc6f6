import type { PageQuery } from '@/lib/api-types';
import type { AuditStatus } from '@/lib/enums/audit-status';
import type { BillPage } from './finance-types';

/** A month as the API writes it: YYYY-MM. */
export type Month = string;

/** The months of GET v1/front/capital/summary, both included. */
export interface SummaryQuery {
  startMonth: Month;
  endMonth: Month;
}

/** One month of the statement, summed (designed), fen. */
export interface SummaryMonth {
  month: Month;
  /** Money in: the sum of the month's positive lines. */
  income: number;
  /** Money out: the sum of the month's negative lines, as a positive amount. */
  expense: number;
  /** The balance at the end of the month. */
  balance: number;
}

/** GET v1/front/capital/summary (designed): the statement summed over the months asked for. */
export interface CapitalSummary {
  income: number;
  expense: number;
  /** income - expense: how much the balance changed over the months. */
  net: number;
  months: SummaryMonth[];
  /** The month of the member's first statement line; null when there is none. */
  firstMonth: Month | null;
}

/** Money in (capital/income) or money out (capital/expend). */
export type MoneyDirection = 'income' | 'expend';

/** The query of GET v1/front/capital/income and capital/expend (designed). */
export interface MoneyLineQuery extends PageQuery {
  /** Matched against the line's remark. */
  keyword?: string;
  /** YYYY-MM-DD, both days included, sent together. */
  startTime?: string;
  endTime?: string;
}

/** A page of money-in or money-out lines and the sum of every line the query matches. */
export interface MoneyLinePage extends BillPage {
  /** fen, signed as the lines are; null when not answered. */
  amount: number | null;
}

/** One of the member's venture investments (GET v1/front/invest, designed). */
export interface Investment {
  investId: number;
  investName: string;
  /** fen invested. */
  amount: number;
  /** YYYY-MM-DD HH:mm:ss */
  investTime: string;
  /** SPEC section 3 audit status: PASS is in effect and earning. */
  status: AuditStatus;
  /** fen returned so far. */
  income: number;
}

export interface InvestmentPage {
  list: Investment[];
  total: number;
  /** fen: what the member has in investments under audit or in effect; null when not answered. */
  investAmount: number | null;
  /** fen: every return so far; null when not answered. */
  incomeAmount: number | null;
}

/** One return of an investment, credited to the balance (GET v1/front/invest/{id}/income). */
export interface InvestIncome {
  incomeId: number;
  /** fen */
  amount: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  remark: string;
}

export interface InvestIncomePage {
  list: InvestIncome[];
  total: number;
}
