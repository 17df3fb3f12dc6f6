import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  figuresQuerySchema,
  salesStatisticsSchema,
  teamPerformanceSchema,
} from './statistics-schemas';

export const statisticsEndpoints = endpointGroup('statistics', {
  /** The sales of the member's network by month, goods category and district. */
  sales: endpoint({
    method: 'GET',
    path: 'v1/front/statistics',
    query: figuresQuerySchema,
    answer: salesStatisticsSchema,
    from: SPEC_PATH,
  }),
  /** The same sales by team level and by person. */
  performance: endpoint({
    method: 'GET',
    path: 'v1/front/performance',
    query: figuresQuerySchema,
    answer: teamPerformanceSchema,
    from: SPEC_PATH,
  }),
});
