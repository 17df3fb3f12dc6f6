import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { businessStatisticsQuerySchema, businessStatisticsSchema } from './business-schemas';

export const businessEndpoints = endpointGroup('business', {
  /** The member's business at a glance for a month (this month by default). */
  statistics: endpoint({
    method: 'GET',
    path: 'v1/front/business/statistics',
    query: businessStatisticsQuerySchema,
    answer: businessStatisticsSchema,
    from: SPEC_PATH,
  }),
});
