import type { FiguresQuery } from './statistics-schemas';

export const statisticsKeys = {
  all: ['statistics'] as const,
  sales: (query: FiguresQuery) => [...statisticsKeys.all, 'sales', query] as const,
  performance: (query: FiguresQuery) => [...statisticsKeys.all, 'performance', query] as const,
};
