import * as v from 'valibot';
import * as s from './schema';

/** 1 male, 0 female. */
export type Sex = 0 | 1;

/** The member as kept in the session store (SPEC section 3, user info). */
export interface UserInfo {
  userId: number;
  phone: string;
  userName: string;
  sex: Sex;
  /** YYYY-MM-DD */
  birthday: string;
  email: string;
  personalPhoto: string;
  level: number;
  /** Semicolon-separated permission codes. */
  centreJurisdiction: string;
}

/** User info as login and v1/front/info answer it; only userId is indispensable. */
export const userInfoEntries = {
  userId: s.int(),
  phone: s.text(),
  userName: s.text(),
  sex: s.oneOf([0, 1], 0),
  birthday: s.text(),
  email: s.text(),
  personalPhoto: s.text(),
  level: s.num(0),
  centreJurisdiction: s.text(),
};

export const userInfoSchema: s.Schema<UserInfo> = v.object(userInfoEntries);
