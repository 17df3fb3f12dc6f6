import { apiClient, type RequestOptions } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { memberInfoSchema, systemLogSchema } from './account-schemas';

export const ACCOUNT_PATHS = {
  info: 'v1/front/info',
  systemLog: 'v1/front/system/log',
} as const;

export const getMemberInfo = (options?: RequestOptions) =>
  apiClient.get(ACCOUNT_PATHS.info, memberInfoSchema, options);

export const getSystemLog = (query: PageQuery) =>
  apiClient.get(ACCOUNT_PATHS.systemLog, systemLogSchema, { params: query });
