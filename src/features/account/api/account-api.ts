import { apiClient, type RequestOptions } from '@/lib/api-client';
import { accountEndpoints } from './account-endpoints';
import type { ProfileInput, SystemLogQuery } from './account-schemas';

export const getMemberInfo = (options?: Omit<RequestOptions, 'params'>) =>
  apiClient.call(accountEndpoints.info, options);

export const updateMemberInfo = (body: ProfileInput) =>
  apiClient.call(accountEndpoints.updateInfo, { body });

export const getPresetPhotos = () => apiClient.call(accountEndpoints.presetPhotos);

export const setMemberPhoto = (personalPhoto: string) =>
  apiClient.call(accountEndpoints.setPhoto, { body: { personalPhoto } });

export const getSystemLog = (query: SystemLogQuery) =>
  apiClient.call(accountEndpoints.systemLog, { query });
