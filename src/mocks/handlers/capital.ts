import { CAPITAL_PATHS } from '@/features/finance/api/capital-api';
import type { MoneyDirection } from '@/features/finance/api/capital-types';
import { listMoneyLines, summaryOf } from '../db/capital';
import { listInvestIncome, listInvestments } from '../db/investments';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { dayRange, pageQuery, requireId } from './request-fields';
import { commonError } from '../db/errors/common';

const requireMonth = (raw: string | null): string => {
  if (raw === null) throw commonError('missingParameter');
  return raw;
};

const linesHandler = (direction: MoneyDirection, path: string) =>
  memberHandler('get', path, ({ db, user, query }) => {
    const { lines, amount } = listMoneyLines(db, user.userId, direction, {
      keyword: query.get('keyword') ?? '',
      ...dayRange(query),
    });
    return { ...pageOf(lines, pageQuery(query)), amount };
  });

export const capitalHandlers = [
  memberHandler('get', CAPITAL_PATHS.summary, ({ db, user, query }) =>
    summaryOf(
      db,
      user.userId,
      requireMonth(query.get('startMonth')),
      requireMonth(query.get('endMonth')),
    ),
  ),
  linesHandler('income', CAPITAL_PATHS.incomeLines),
  linesHandler('expend', CAPITAL_PATHS.expendLines),
  memberHandler('get', CAPITAL_PATHS.investments, ({ db, user, query }) => {
    const { rows, investAmount, incomeAmount } = listInvestments(db, user.userId);
    return { ...pageOf(rows, pageQuery(query)), investAmount, incomeAmount };
  }),
  memberHandler('get', CAPITAL_PATHS.investIncome, ({ db, user, params, query }) =>
    pageOf(listInvestIncome(db, user.userId, requireId(params.investId)), pageQuery(query)),
  ),
];
