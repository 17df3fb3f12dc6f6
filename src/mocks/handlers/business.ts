import { businessEndpoints } from '@/features/business/api/business-endpoints';
import { businessStatistics } from '../db/business';
import { memberHandler } from './envelope';

export const businessHandlers = [
  memberHandler(businessEndpoints.statistics, ({ db, user, query }) =>
    businessStatistics(db, user, query.month || null),
  ),
];
