import { timedChunk } from '@/lib/chunk-recovery';
import type {
  CodeLoginBody,
  PasswordLoginBody,
  SendCodeBody,
  StaffLoginBody,
} from './auth-schemas';

/**
 * The login page's calls, loading the HTTP client (axios and the error table) on first use:
 * /login paints without it, and fetches it when the member starts to use the page
 * (preloadLoginCalls, called by the login route).
 */
const loadAuthApi = timedChunk(() => import('./auth-api'));

export const preloadLoginCalls = (): void => void loadAuthApi();

export const loginWithPassword = async (body: PasswordLoginBody) =>
  (await loadAuthApi()).loginWithPassword(body);

export const loginWithCode = async (body: CodeLoginBody) =>
  (await loadAuthApi()).loginWithCode(body);

export const loginAsMember = async (body: StaffLoginBody) =>
  (await loadAuthApi()).loginAsMember(body);

export const sendVerificationCode = async (body: SendCodeBody) =>
  (await loadAuthApi()).sendVerificationCode(body);
