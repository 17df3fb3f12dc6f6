import { capitalEndpoints as endpoints } from '@/features/finance/api/capital-endpoints';
import type { MoneyDirection } from '@/lib/enums/money-direction';
import { listMoneyLines, summaryOf } from '../db/capital';
import { listInvestIncome, listInvestments } from '../db/investments';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { dayRange, monthRange, pageQuery, requireId } from './request-fields';

/** The income and expend lines: one query, one answer. */
type LinesEndpoint = typeof endpoints.incomeLines | typeof endpoints.expendLines;

const linesHandler = (direction: MoneyDirection, endpoint: LinesEndpoint) =>
  memberHandler(endpoint, ({ db, user, query }) => {
    const { lines, amount } = listMoneyLines(db, user.userId, direction, {
      keyword: query.keyword ?? '',
      ...dayRange(query),
    });
    return { ...pageOf(lines, pageQuery(query)), amount };
  });

export const capitalHandlers = [
  memberHandler(endpoints.summary, ({ db, user, query }) => {
    const { startMonth, endMonth } = monthRange(query);
    return summaryOf(db, user.userId, startMonth, endMonth);
  }),
  linesHandler('income', endpoints.incomeLines),
  linesHandler('expend', endpoints.expendLines),
  memberHandler(endpoints.investments, ({ db, user, query }) => {
    const { rows, investAmount, incomeAmount } = listInvestments(db, user.userId);
    return { ...pageOf(rows, pageQuery(query)), investAmount, incomeAmount };
  }),
  memberHandler(endpoints.investIncome, ({ db, user, params, query }) =>
    pageOf(listInvestIncome(db, user.userId, requireId(params.investId)), pageQuery(query)),
  ),
];
