import { accountEndpoints as endpoints } from '@/features/account/api/account-endpoints';
import { pageOf } from '../db/paging';
import { PRESET_PHOTOS } from '../db/photos';
import { systemLogOf } from '../db/system-log';
import { readProfileInput, setPhoto, toMemberInfo, updateProfile } from '../db/users';
import { memberHandler } from './envelope';
import { pageQuery } from './request-fields';

export const accountHandlers = [
  memberHandler(endpoints.info, ({ user }) => toMemberInfo(user)),
  memberHandler(endpoints.updateInfo, ({ user, body }) =>
    updateProfile(user, readProfileInput(body, user)),
  ),
  memberHandler(endpoints.presetPhotos, () => PRESET_PHOTOS),
  memberHandler(endpoints.setPhoto, ({ user, body }) => setPhoto(user, body.personalPhoto)),
  memberHandler(endpoints.systemLog, ({ db, user, query }) =>
    pageOf(systemLogOf(db, user), pageQuery(query)),
  ),
];
