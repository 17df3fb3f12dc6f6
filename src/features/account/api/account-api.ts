import { apiClient, type RequestOptions } from '@/lib/api-client';
import { memberInfoSchema } from './account-schemas';

export const ACCOUNT_PATHS = {
  info: 'v1/front/info',
} as const;

export const getMemberInfo = (options?: RequestOptions) =>
  apiClient.get(ACCOUNT_PATHS.info, memberInfoSchema, options);
