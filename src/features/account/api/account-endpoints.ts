import { DESIGNED, endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  memberInfoSchema,
  photoBodySchema,
  presetPhotosSchema,
  profileInputSchema,
  systemLogQuerySchema,
  systemLogSchema,
} from './account-schemas';

const PHOTO_INVALID = '22303';

export const accountEndpoints = endpointGroup('account', {
  /** The member's profile with the platform balance. */
  info: endpoint({
    method: 'GET',
    path: 'v1/front/info',
    answer: memberInfoSchema,
    from: SPEC,
  }),
  /** Saves the personal information; the answer (the saved user info) is not read. */
  updateInfo: endpoint({
    method: 'POST',
    path: 'v1/front/info',
    body: profileInputSchema,
    answer: noAnswer,
    errors: ['22301', '22302', PHOTO_INVALID, '22304'],
    from: SPEC_PATH,
  }),
  /** The photos a member may choose from instead of uploading one. */
  presetPhotos: endpoint({
    method: 'GET',
    path: 'v1/front/user/photo/list',
    answer: presetPhotosSchema,
    from: SPEC_PATH,
  }),
  /** Sets the member's photo to a preset one or to an uploaded image's URL. */
  setPhoto: endpoint({
    method: 'POST',
    path: 'v1/front/user/photo',
    body: photoBodySchema,
    answer: noAnswer,
    errors: [PHOTO_INVALID],
    from: SPEC_PATH,
  }),
  /** The member's account log, newest first. */
  systemLog: endpoint({
    method: 'GET',
    path: 'v1/front/system/log',
    query: systemLogQuerySchema,
    answer: systemLogSchema,
    errors: ['10201'],
    from: DESIGNED,
  }),
});
