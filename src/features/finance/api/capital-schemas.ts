import { fen, int, list, oneOf, orElse, paged, text, v, type Schema } from '@/lib/schema';
import { billPageSchema } from './finance-schemas';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import type {
  CapitalSummary,
  InvestIncomePage,
  InvestmentPage,
  MoneyLinePage,
  SummaryMonth,
} from './capital-types';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = () => v.pipe(v.string(), v.regex(MONTH));
/** An optional total: a missing or odd one is shown as unknown, never as 0. */
const fenOrNull = () => orElse<number | null>(fen(), null);

const summaryMonthSchema: Schema<SummaryMonth> = v.object({
  month: month(),
  income: fen(),
  expense: fen(),
  balance: fen(),
});

export const capitalSummarySchema: Schema<CapitalSummary> = v.object({
  income: fen(),
  expense: fen(),
  net: fen(),
  months: list(summaryMonthSchema),
  firstMonth: orElse<string | null>(month(), null),
});

/** A page of statement lines with the total of every line the query matches. */
export const moneyLinePageSchema: Schema<MoneyLinePage> = v.intersect([
  billPageSchema,
  v.object({ amount: fenOrNull() }),
]);

export const investmentPageSchema: Schema<InvestmentPage> = v.intersect([
  paged(
    v.object({
      investId: int(),
      investName: text(),
      amount: fen(),
      investTime: text(),
      status: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
      income: orElse(fen(), 0),
    }),
  ),
  v.object({ investAmount: fenOrNull(), incomeAmount: fenOrNull() }),
]);

export const investIncomePageSchema: Schema<InvestIncomePage> = paged(
  v.object({ incomeId: int(), amount: fen(), createTime: text(), remark: text() }),
);
