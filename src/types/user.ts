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
