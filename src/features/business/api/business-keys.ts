import type { BusinessStatisticsQuery } from './business-types';

export const businessKeys = {
  all: ['business'] as const,
  statistics: (query: BusinessStatisticsQuery) =>
    [...businessKeys.all, 'statistics', query] as const,
};
