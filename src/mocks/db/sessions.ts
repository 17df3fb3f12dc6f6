import type { LoginResult } from '@/features/auth/api/auth-schemas';
import { nextSequence } from './sequences';
import type { Database, UserRow } from './types';
import { findUserById, toUserInfo } from './users';
import { commonError } from './errors/common';

export interface Session {
  token: string;
  user: UserRow;
}

export function logIn(db: Database, user: UserRow): LoginResult {
  const accessToken = `tk-${user.userId}-${nextSequence(db, 'token')}`;
  db.sessions[accessToken] = user.userId;
  return { accessToken, userInfo: toUserInfo(user) };
}

export function requireSession(db: Database, token: string | null): Session {
  const user =
    token !== null && Object.hasOwn(db.sessions, token)
      ? findUserById(db, db.sessions[token])
      : undefined;
  if (token === null || !user) throw commonError('sessionExpired');
  return { token, user };
}

function keepSessions(db: Database, keep: (token: string, userId: number) => boolean): void {
  db.sessions = Object.fromEntries(
    Object.entries(db.sessions).filter(([token, userId]) => keep(token, userId)),
  );
}

export const endSession = (db: Database, token: string): void =>
  keepSessions(db, (other) => other !== token);

export const endSessionsOfUser = (db: Database, userId: number): void =>
  keepSessions(db, (_, owner) => owner !== userId);
