import { apiClient } from '@/lib/api-client';
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
  apiClient.post<LoginResult>(AUTH_PATHS.passwordLogin, body);

export const loginWithCode = (body: CodeLoginBody) =>
  apiClient.post<LoginResult>(AUTH_PATHS.codeLogin, body);

export const loginAsMember = (body: StaffLoginBody) =>
  apiClient.post<LoginResult>(AUTH_PATHS.staffLogin, body);

export const registerMember = (body: RegisterBody) =>
  apiClient.post<null>(AUTH_PATHS.register, body);

export const sendVerificationCode = (body: SendCodeBody) =>
  apiClient.post<null>(AUTH_PATHS.sendCode, body);

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.post<null>(AUTH_PATHS.changePassword, body);

export const logoutMember = () => apiClient.get<null>(AUTH_PATHS.logout);

export const getAgreement = (name: string) =>
  apiClient.get<Agreement>(AUTH_PATHS.agreement, { params: { name } });
