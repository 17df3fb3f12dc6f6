import { ACCOUNT_PATHS } from '@/features/account/api/account-api';
import { toMemberInfo } from '../db/users';
import { memberHandler } from './envelope';

export const accountHandlers = [
  memberHandler('get', ACCOUNT_PATHS.info, ({ user }) => toMemberInfo(user)),
];
