import type { MemberInfo, ProfileInput } from '@/features/account/api/account-schemas';
import type { UserInfo } from '@/lib/user-schema';
import { isEmail } from './field-rules';
import { readPhoto } from './photos';
import { formatTime } from './time';
import { nextSequence } from './sequences';
import type { Database, UserRow } from './types';
import { accountError } from './errors/account';
import { authError } from './errors/auth';
import { commonError } from './errors/common';

export const findUserByPhone = (db: Database, phone: string): UserRow | undefined =>
  db.users.find((user) => user.phone === phone);

export const findUserById = (db: Database, userId: number): UserRow | undefined =>
  db.users.find((user) => user.userId === userId);

export function requireUserByPhone(db: Database, phone: string): UserRow {
  const user = findUserByPhone(db, phone);
  if (!user) throw authError('phoneNotRegistered');
  return user;
}

export function verifyPassword(db: Database, phone: string, password: string): UserRow {
  const user = findUserByPhone(db, phone);
  if (!user || user.password !== password) throw authError('wrongCredentials');
  return user;
}

export interface NewUser {
  phone: string;
  password: string;
  userName: string;
}

/** What a member has when they register: the first level, no permissions, a placeholder sex and birthday. */
export const NEW_MEMBER_PROFILE = {
  sex: 1,
  birthday: '1990-01-01',
  email: '',
  personalPhoto: '',
  level: 1,
  centreJurisdiction: '',
} as const satisfies Partial<UserRow>;

export function createUser(db: Database, { phone, password, userName }: NewUser): UserRow {
  if (findUserByPhone(db, phone)) throw authError('phoneAlreadyRegistered');
  const user: UserRow = {
    userId: nextSequence(db, 'userId'),
    phone,
    password,
    userName,
    ...NEW_MEMBER_PROFILE,
    balance: 0,
  };
  db.users.push(user);
  return user;
}

/** The user as the API shows it: never the password, and no balance (that is MemberInfo). */
export const toUserInfo = (user: UserRow): UserInfo => ({
  userId: user.userId,
  phone: user.phone,
  userName: user.userName,
  sex: user.sex,
  birthday: user.birthday,
  email: user.email,
  personalPhoto: user.personalPhoto,
  level: user.level,
  centreJurisdiction: user.centreJurisdiction,
});

export const toMemberInfo = (user: UserRow): MemberInfo => ({
  ...toUserInfo(user),
  balance: user.balance,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

/** A real day in YYYY-MM-DD, not after today; '' is no birthday. */
function isBirthday(day: string): boolean {
  if (day === '') return true;
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === day && day <= formatTime(new Date()).slice(0, 10);
}

/**
 * The body of POST info: a name of 2 to 20 characters, sex 0 or 1, an optional e-mail and
 * birthday; the photo is kept unless a valid one is sent.
 */
export function readProfileInput(body: Record<string, unknown>, user: UserRow): ProfileInput {
  const userName = field(body, 'userName');
  const nameLength = [...userName].length;
  if (nameLength < 2 || nameLength > 20) throw accountError('profileNameInvalid');
  const email = field(body, 'email');
  if (email !== '' && !isEmail(email)) throw accountError('profileEmailInvalid');
  const birthday = field(body, 'birthday');
  if (!isBirthday(birthday)) throw accountError('profileBirthdayInvalid');
  const sex =
    body.sex === 1 || body.sex === '1' ? 1 : body.sex === 0 || body.sex === '0' ? 0 : null;
  if (sex === null) throw commonError('missingParameter');
  const photo = field(body, 'personalPhoto');
  const personalPhoto =
    photo === '' || photo === user.personalPhoto ? user.personalPhoto : readPhoto(photo);
  return { userName, sex, birthday, email, personalPhoto };
}

/** Saves the member's personal information; answers the saved user info. */
export function updateProfile(user: UserRow, input: ProfileInput): UserInfo {
  Object.assign(user, input);
  return toUserInfo(user);
}

/** Sets the member's photo (a preset one or an uploaded image); answers the saved user info. */
export function setPhoto(user: UserRow, raw: unknown): UserInfo {
  user.personalPhoto = readPhoto(raw);
  return toUserInfo(user);
}
