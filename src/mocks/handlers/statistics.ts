import { STATISTICS_PATHS } from '@/features/statistics/api/statistics-api';
import { salesStatistics, teamPerformance } from '../db/statistics';
import { memberHandler } from './envelope';
import { monthRange } from './request-fields';

export const statisticsHandlers = [
  memberHandler('get', STATISTICS_PATHS.statistics, ({ db, user, query }) => {
    const { startMonth, endMonth } = monthRange(query);
    return salesStatistics(db, user, startMonth, endMonth);
  }),
  memberHandler('get', STATISTICS_PATHS.performance, ({ db, user, query }) => {
    const { startMonth, endMonth } = monthRange(query);
    return teamPerformance(db, user, startMonth, endMonth);
  }),
];
