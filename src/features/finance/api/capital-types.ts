import type { Input, Output } from '@/lib/schema';
import type {
  capitalSummarySchema,
  investIncomePageSchema,
  investIncomeSchema,
  investmentPageSchema,
  investmentSchema,
  moneyLinePageSchema,
  moneyLineQuerySchema,
  summaryMonthSchema,
  summaryQuerySchema,
} from './capital-schemas';

/** A month as the API writes it: YYYY-MM. */
export type Month = string;

export type SummaryQuery = Input<typeof summaryQuerySchema>;
export type SummaryMonth = Output<typeof summaryMonthSchema>;
export type CapitalSummary = Output<typeof capitalSummarySchema>;

/** Money in (capital/income) or money out (capital/expend). */
export type MoneyDirection = 'income' | 'expend';

export type MoneyLineQuery = Input<typeof moneyLineQuerySchema>;
export type MoneyLinePage = Output<typeof moneyLinePageSchema>;
export type Investment = Output<typeof investmentSchema>;
export type InvestmentPage = Output<typeof investmentPageSchema>;
export type InvestIncome = Output<typeof investIncomeSchema>;
export type InvestIncomePage = Output<typeof investIncomePageSchema>;
