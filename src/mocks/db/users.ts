import type { MemberInfo } from '@/features/account/api/account-types';
import type { UserInfo } from '@/types/user';
import { mockError } from './errors';
import { nextSequence } from './sequences';
import type { Database, UserRow } from './types';

export const findUserByPhone = (db: Database, phone: string): UserRow | undefined =>
  db.users.find((user) => user.phone === phone);

export const findUserById = (db: Database, userId: number): UserRow | undefined =>
  db.users.find((user) => user.userId === userId);

export function requireUserByPhone(db: Database, phone: string): UserRow {
  const user = findUserByPhone(db, phone);
  if (!user) throw mockError('phoneNotRegistered');
  return user;
}

export function verifyPassword(db: Database, phone: string, password: string): UserRow {
  const user = findUserByPhone(db, phone);
  if (!user || user.password !== password) throw mockError('wrongCredentials');
  return user;
}

export interface NewUser {
  phone: string;
  password: string;
  userName: string;
}

export function createUser(db: Database, { phone, password, userName }: NewUser): UserRow {
  if (findUserByPhone(db, phone)) throw mockError('phoneAlreadyRegistered');
  const user: UserRow = {
    userId: nextSequence(db, 'userId'),
    phone,
    password,
    userName,
    sex: 1,
    birthday: '1990-01-01',
    email: '',
    personalPhoto: '',
    level: 1,
    centreJurisdiction: '',
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
