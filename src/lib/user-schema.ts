import { int, num, oneOf, text, v, type Schema } from './schema';

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
