import { apiClient } from '@/lib/api-client';
import { authEndpoints } from './auth-endpoints';
import type {
  ChangePasswordBody,
  CodeLoginBody,
  PasswordLoginBody,
  RegisterBody,
  SendCodeBody,
  StaffLoginBody,
} from './auth-schemas';

export const loginWithPassword = (body: PasswordLoginBody) =>
  apiClient.call(authEndpoints.passwordLogin, { body });

export const loginWithCode = (body: CodeLoginBody) =>
  apiClient.call(authEndpoints.codeLogin, { body });

export const loginAsMember = (body: StaffLoginBody) =>
  apiClient.call(authEndpoints.staffLogin, { body });

export const registerMember = (body: RegisterBody) =>
  apiClient.call(authEndpoints.register, { body });

export const sendVerificationCode = (body: SendCodeBody) =>
  apiClient.call(authEndpoints.sendCode, { body });

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.call(authEndpoints.changePassword, { body });

export const logoutMember = () => apiClient.call(authEndpoints.logout);

export const getAgreement = (name: string) =>
  apiClient.call(authEndpoints.agreement, { query: { name } });
