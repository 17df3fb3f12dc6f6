import { BUSINESS_PATHS } from '@/features/business/api/business-api';
import { businessStatistics } from '../db/business';
import { memberHandler } from './envelope';

export const businessHandlers = [
  memberHandler('get', BUSINESS_PATHS.statistics, ({ db, user, query }) =>
    businessStatistics(db, user, query.get('month') || null),
  ),
];
