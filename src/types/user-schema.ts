import { int, num, oneOf, text, v, type Schema } from '@/lib/schema';
import type { UserInfo } from './user';

/** User info as login and v1/front/info answer it; only userId is indispensable. */
export const userInfoEntries = {
  userId: int(),
  phone: text(),
  userName: text(),
  sex: oneOf([0, 1], 0),
  birthday: text(),
  email: text(),
  personalPhoto: text(),
  level: num(0),
  centreJurisdiction: text(),
};

export const userInfoSchema: Schema<UserInfo> = v.object(userInfoEntries);
