import { authEndpoints as endpoints } from '@/features/auth/api/auth-endpoints';
import { findAgreement } from '../db/agreements';
import { sendCode, verifyCode } from '../db/codes';
import { endSession, endSessionsOfUser, logIn } from '../db/sessions';
import { acceptInvitation } from '../db/team';
import { verifyStaff } from '../db/staff';
import { createUser, findUserByPhone, requireUserByPhone, verifyPassword } from '../db/users';
import { memberHandler, publicHandler } from './envelope';
import { required, requireText, text } from './request-fields';
import { authError } from '../db/errors/auth';

export const authHandlers = [
  publicHandler(endpoints.passwordLogin, ({ db, body }) =>
    logIn(db, verifyPassword(db, text(body.phone), text(body.password))),
  ),

  publicHandler(endpoints.codeLogin, ({ db, body }) => {
    const user = requireUserByPhone(db, requireText(body.phone));
    verifyCode(db, user.phone, text(body.code));
    return logIn(db, user);
  }),

  publicHandler(endpoints.sendCode, ({ db, body }) => {
    const phone = requireText(body.phone);
    const purpose = required(body.type);
    const registered = Boolean(findUserByPhone(db, phone));
    if (purpose === 'register' && registered) throw authError('phoneAlreadyRegistered');
    if (purpose !== 'register' && !registered) throw authError('phoneNotRegistered');
    sendCode(db, phone);
    return null;
  }),

  publicHandler(endpoints.register, ({ db, body }) => {
    const phone = requireText(body.phone);
    if (findUserByPhone(db, phone)) throw authError('phoneAlreadyRegistered');
    verifyCode(db, phone, text(body.code));
    const newcomer = createUser(db, {
      phone,
      password: requireText(body.password),
      userName: requireText(body.userName),
    });
    acceptInvitation(db, newcomer, new Date());
    return null;
  }),

  publicHandler(endpoints.changePassword, ({ db, body }) => {
    const user = requireUserByPhone(db, requireText(body.phone));
    verifyCode(db, user.phone, text(body.code));
    user.password = requireText(body.password);
    endSessionsOfUser(db, user.userId);
    return null;
  }),

  publicHandler(endpoints.staffLogin, ({ db, body }) => {
    verifyStaff(db, text(body.staffAccount), text(body.staffPassword));
    return logIn(db, requireUserByPhone(db, requireText(body.memberPhone)));
  }),

  memberHandler(endpoints.logout, ({ db, token }) => {
    endSession(db, token);
    return null;
  }),

  publicHandler(endpoints.agreement, ({ db, query }) => findAgreement(db, query.name ?? '')),
];
