import type { BusinessStatisticsQuery } from './business-schemas';

export const businessKeys = {
  all: ['business'] as const,
  statistics: (query: BusinessStatisticsQuery) =>
    [...businessKeys.all, 'statistics', query] as const,
};
