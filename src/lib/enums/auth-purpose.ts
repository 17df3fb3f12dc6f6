import { authCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/**
 * What a member comes to the login page for: to log in, to register, or to set a new password.
 * Each has its view, titled by its label, and a verification code is sent for one of them.
 */
export const AUTH_PURPOSES = ['login', 'register', 'password'] as const;
export type AuthPurpose = (typeof AUTH_PURPOSES)[number];

export const authPurpose = defineEnumeration(
  AUTH_PURPOSES,
  { login: authCopy.loginTitle, register: authCopy.register, password: authCopy.changePassword },
  neutralTones(AUTH_PURPOSES),
);
