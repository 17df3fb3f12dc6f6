import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { pageOnlyQuerySchema } from './finance-schemas';
import {
  capitalSummarySchema,
  investIncomePageSchema,
  investmentPageSchema,
  moneyLinePageSchema,
  moneyLineQuerySchema,
  summaryQuerySchema,
} from './capital-schemas';

/** The statement summed and split into money in and out, and the member's investments. */
export const capitalEndpoints = endpointGroup('capital', {
  /** The statement summed by month over the months asked for. */
  summary: endpoint({
    method: 'GET',
    path: 'v1/front/capital/summary',
    query: summaryQuerySchema,
    answer: capitalSummarySchema,
    from: SPEC_PATH,
  }),
  /** The money-in lines of the statement, newest first. */
  incomeLines: endpoint({
    method: 'GET',
    path: 'v1/front/capital/income',
    query: moneyLineQuerySchema,
    answer: moneyLinePageSchema,
    from: DESIGNED,
  }),
  /** The money-out lines of the statement, newest first. */
  expendLines: endpoint({
    method: 'GET',
    path: 'v1/front/capital/expend',
    query: moneyLineQuerySchema,
    answer: moneyLinePageSchema,
    from: DESIGNED,
  }),
  /** The member's investments, newest first, with the totals of all of them. */
  investments: endpoint({
    method: 'GET',
    path: 'v1/front/invest',
    query: pageOnlyQuerySchema,
    answer: investmentPageSchema,
    from: SPEC_PATH,
  }),
  /** The returns of one of the member's investments, newest first. */
  investIncome: endpoint({
    method: 'GET',
    path: 'v1/front/invest/:investId/income',
    query: pageOnlyQuerySchema,
    answer: investIncomePageSchema,
    errors: ['20906'],
    from: DESIGNED,
  }),
});
