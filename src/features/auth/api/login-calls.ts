import { timedChunk } from '@/lib/chunk-recovery';
import type {
  CodeLoginBody,
  PasswordLoginBody,
  SendCodeBody,
  StaffLoginBody,
} from './auth-schemas';

/**
 * The login page's calls, loading the HTTP client (axios and the error table) and the auth
 * declarations on first use: /login paints without them, and fetches them when the member
 * starts to use the page (preloadLoginCalls, called by the login route).
 */
const loadCalls = timedChunk(() =>
  Promise.all([import('@/lib/api-client'), import('./auth-endpoints')]),
);

export const preloadLoginCalls = (): void => void loadCalls();

export async function loginWithPassword(body: PasswordLoginBody) {
  const [{ apiClient }, { authEndpoints }] = await loadCalls();
  return apiClient.call(authEndpoints.passwordLogin, { body });
}

export async function loginWithCode(body: CodeLoginBody) {
  const [{ apiClient }, { authEndpoints }] = await loadCalls();
  return apiClient.call(authEndpoints.codeLogin, { body });
}

export async function loginAsMember(body: StaffLoginBody) {
  const [{ apiClient }, { authEndpoints }] = await loadCalls();
  return apiClient.call(authEndpoints.staffLogin, { body });
}

export async function sendVerificationCode(body: SendCodeBody) {
  const [{ apiClient }, { authEndpoints }] = await loadCalls();
  return apiClient.call(authEndpoints.sendCode, { body });
}
