import { ACCOUNT_PATHS } from '@/features/account/api/account-api';
import { pageOf } from '../db/paging';
import { systemLogOf } from '../db/system-log';
import { toMemberInfo } from '../db/users';
import { memberHandler } from './envelope';
import { pageQuery } from './request-fields';

export const accountHandlers = [
  memberHandler('get', ACCOUNT_PATHS.info, ({ user }) => toMemberInfo(user)),
  memberHandler('get', ACCOUNT_PATHS.systemLog, ({ db, user, query }) =>
    pageOf(systemLogOf(db, user), pageQuery(query)),
  ),
];
