import { apiClient } from '@/lib/api-client';
import { noAnswer } from '@/lib/schema';
import { agreementSchema, loginResultSchema } from './auth-schemas';
import type {
  ChangePasswordBody,
  CodeLoginBody,
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
  apiClient.post(AUTH_PATHS.passwordLogin, body, loginResultSchema);

export const loginWithCode = (body: CodeLoginBody) =>
  apiClient.post(AUTH_PATHS.codeLogin, body, loginResultSchema);

export const loginAsMember = (body: StaffLoginBody) =>
  apiClient.post(AUTH_PATHS.staffLogin, body, loginResultSchema);

export const registerMember = (body: RegisterBody) =>
  apiClient.post(AUTH_PATHS.register, body, noAnswer);

export const sendVerificationCode = (body: SendCodeBody) =>
  apiClient.post(AUTH_PATHS.sendCode, body, noAnswer);

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.post(AUTH_PATHS.changePassword, body, noAnswer);

export const logoutMember = () => apiClient.get(AUTH_PATHS.logout, noAnswer);

export const getAgreement = (name: string) =>
  apiClient.get(AUTH_PATHS.agreement, agreementSchema, { params: { name } });
