import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import type {
  Agreement,
  ChangePasswordBody,
  CodeLoginBody,
  LoginResult,
  PasswordLoginBody,
  RegisterBody,
  SendCodeBody,
  StaffLoginBody,
} from './auth-types';

export const AUTH_PATHS = {
  passwordLogin: 'v1/front/ologin',
  codeLogin: 'v1/front/login',
  staffLogin: 'v1/front/camouflage/login',
  register: 'v1/front/register',
  sendCode: 'v1/front/code',
  changePassword: 'v1/front/user/password',
  logout: 'v1/front/loginout',
  agreement: 'v1/front/agreement',
} as const;

export const loginWithPassword = (body: PasswordLoginBody) =>
  apiClient.post(AUTH_PATHS.passwordLogin, body, unchecked<LoginResult>());

export const loginWithCode = (body: CodeLoginBody) =>
  apiClient.post(AUTH_PATHS.codeLogin, body, unchecked<LoginResult>());

export const loginAsMember = (body: StaffLoginBody) =>
  apiClient.post(AUTH_PATHS.staffLogin, body, unchecked<LoginResult>());

export const registerMember = (body: RegisterBody) =>
  apiClient.post(AUTH_PATHS.register, body, unchecked<null>());

export const sendVerificationCode = (body: SendCodeBody) =>
  apiClient.post(AUTH_PATHS.sendCode, body, unchecked<null>());

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.post(AUTH_PATHS.changePassword, body, unchecked<null>());

export const logoutMember = () => apiClient.get(AUTH_PATHS.logout, unchecked<null>());

export const getAgreement = (name: string) =>
  apiClient.get(AUTH_PATHS.agreement, unchecked<Agreement>(), { params: { name } });
