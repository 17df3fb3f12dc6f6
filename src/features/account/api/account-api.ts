import { apiClient } from '@/lib/api-client';
import type { MemberInfo } from './account-types';

export const ACCOUNT_PATHS = {
  info: 'v1/front/info',
} as const;

export const getMemberInfo = () => apiClient.get<MemberInfo>(ACCOUNT_PATHS.info);
