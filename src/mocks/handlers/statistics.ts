import { statisticsEndpoints } from '@/features/statistics/api/statistics-endpoints';
import { salesStatistics, teamPerformance } from '../db/statistics';
import { memberHandler } from './envelope';
import { monthRange } from './request-fields';

export const statisticsHandlers = [
  memberHandler(statisticsEndpoints.sales, ({ db, user, query }) => {
    const { startMonth, endMonth } = monthRange(query);
    return salesStatistics(db, user, startMonth, endMonth);
  }),
  memberHandler(statisticsEndpoints.performance, ({ db, user, query }) => {
    const { startMonth, endMonth } = monthRange(query);
    return teamPerformance(db, user, startMonth, endMonth);
  }),
];
