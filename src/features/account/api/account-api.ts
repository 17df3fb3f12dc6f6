import { apiClient, type RequestOptions } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import { memberInfoSchema, presetPhotosSchema, systemLogSchema } from './account-schemas';
import type { ProfileInput } from './account-types';

export const ACCOUNT_PATHS = {
  info: 'v1/front/info',
  photo: 'v1/front/user/photo',
  photoList: 'v1/front/user/photo/list',
  systemLog: 'v1/front/system/log',
} as const;

export const getMemberInfo = (options?: RequestOptions) =>
  apiClient.get(ACCOUNT_PATHS.info, memberInfoSchema, options);

/** Saves the personal information; the answer (the saved user info) is not read. */
export const updateMemberInfo = (body: ProfileInput) =>
  apiClient.post(ACCOUNT_PATHS.info, body, noAnswer);

/** The photos a member may choose from instead of uploading one. */
export const getPresetPhotos = () => apiClient.get(ACCOUNT_PATHS.photoList, presetPhotosSchema);

/** Sets the member's photo to a preset one or to an uploaded image's URL. */
export const setMemberPhoto = (personalPhoto: string) =>
  apiClient.post(ACCOUNT_PATHS.photo, { personalPhoto }, noAnswer);

export const getSystemLog = (query: PageQuery) =>
  apiClient.get(ACCOUNT_PATHS.systemLog, systemLogSchema, { params: query });
