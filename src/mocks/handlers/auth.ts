import { AUTH_PATHS } from '@/features/auth/api/auth-api';
import type { CodePurpose } from '@/features/auth/api/auth-types';
import { findAgreement } from '../db/agreements';
import { sendCode, verifyCode } from '../db/codes';
import { endSession, endSessionsOfUser, logIn } from '../db/sessions';
import { acceptInvitation } from '../db/team';
import { verifyStaff } from '../db/staff';
import { createUser, findUserByPhone, requireUserByPhone, verifyPassword } from '../db/users';
import { memberHandler, publicHandler } from './envelope';
import { requireOneOf, requireText, text } from './request-fields';
import { authError } from '../db/errors/auth';

const CODE_PURPOSES = ['login', 'register', 'password'] as const satisfies CodePurpose[];

export const authHandlers = [
  publicHandler('post', AUTH_PATHS.passwordLogin, ({ db, body }) =>
    logIn(db, verifyPassword(db, text(body, 'phone'), text(body, 'password'))),
  ),

  publicHandler('post', AUTH_PATHS.codeLogin, ({ db, body }) => {
    const user = requireUserByPhone(db, requireText(body, 'phone'));
    verifyCode(db, user.phone, text(body, 'code'));
    return logIn(db, user);
  }),

  publicHandler('post', AUTH_PATHS.sendCode, ({ db, body }) => {
    const phone = requireText(body, 'phone');
    const purpose = requireOneOf(CODE_PURPOSES, text(body, 'type'));
    const registered = Boolean(findUserByPhone(db, phone));
    if (purpose === 'register' && registered) throw authError('phoneAlreadyRegistered');
    if (purpose !== 'register' && !registered) throw authError('phoneNotRegistered');
    sendCode(db, phone);
    return null;
  }),

  publicHandler('post', AUTH_PATHS.register, ({ db, body }) => {
    const phone = requireText(body, 'phone');
    if (findUserByPhone(db, phone)) throw authError('phoneAlreadyRegistered');
    verifyCode(db, phone, text(body, 'code'));
    const newcomer = createUser(db, {
      phone,
      password: requireText(body, 'password'),
      userName: requireText(body, 'userName'),
    });
    acceptInvitation(db, newcomer, new Date());
    return null;
  }),

  publicHandler('post', AUTH_PATHS.changePassword, ({ db, body }) => {
    const user = requireUserByPhone(db, requireText(body, 'phone'));
    verifyCode(db, user.phone, text(body, 'code'));
    user.password = requireText(body, 'password');
    endSessionsOfUser(db, user.userId);
    return null;
  }),

  publicHandler('post', AUTH_PATHS.staffLogin, ({ db, body }) => {
    verifyStaff(db, text(body, 'staffAccount'), text(body, 'staffPassword'));
    return logIn(db, requireUserByPhone(db, requireText(body, 'memberPhone')));
  }),

  memberHandler('get', AUTH_PATHS.logout, ({ db, token }) => {
    endSession(db, token);
    return null;
  }),

  publicHandler('get', AUTH_PATHS.agreement, ({ db, query }) =>
    findAgreement(db, query.get('name') ?? ''),
  ),
];
