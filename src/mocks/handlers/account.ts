import { ACCOUNT_PATHS } from '@/features/account/api/account-api';
import { pageOf } from '../db/paging';
import { PRESET_PHOTOS } from '../db/photos';
import { systemLogOf } from '../db/system-log';
import { readProfileInput, setPhoto, toMemberInfo, updateProfile } from '../db/users';
import { memberHandler } from './envelope';
import { pageQuery } from './request-fields';

export const accountHandlers = [
  memberHandler('get', ACCOUNT_PATHS.info, ({ user }) => toMemberInfo(user)),
  memberHandler('post', ACCOUNT_PATHS.info, ({ user, body }) =>
    updateProfile(user, readProfileInput(body, user)),
  ),
  memberHandler('get', ACCOUNT_PATHS.photoList, () => PRESET_PHOTOS),
  memberHandler('post', ACCOUNT_PATHS.photo, ({ user, body }) =>
    setPhoto(user, body.personalPhoto),
  ),
  memberHandler('get', ACCOUNT_PATHS.systemLog, ({ db, user, query }) =>
    pageOf(systemLogOf(db, user), pageQuery(query)),
  ),
];
