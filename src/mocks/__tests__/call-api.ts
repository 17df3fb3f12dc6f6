import type { LoginResult } from '@/features/auth/api/auth-schemas';
import type { Envelope } from '@/lib/api-types';

/** Where the tests' calls go; msw answers them whatever the origin. */
export const API_ORIGIN = 'http://localhost:3000';

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: object;
  token?: string;
  idempotencyKey?: string;
}

export interface Answer<T> {
  status: number;
  envelope: Envelope<T>;
}

/** A real HTTP call against the msw node server, the way the app makes it. */
export async function callApi<T>(
  path: string,
  { method = 'GET', body, token, idempotencyKey }: CallOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers();
  if (body) headers.set('Content-Type', 'application/json');
  if (token) headers.set('accessToken', token);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  const response = await fetch(`${API_ORIGIN}/${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, envelope: (text ? JSON.parse(text) : null) as Envelope<T> };
}

export async function logInWithPassword(
  phone = '13800000001',
  password = '123456',
): Promise<LoginResult> {
  const { envelope } = await callApi<LoginResult>('v1/front/ologin', {
    method: 'POST',
    body: { phone, password },
  });
  if (!envelope.resultStatus) throw new Error(`login failed: ${envelope.errorMessage}`);
  return envelope.resultData;
}

export interface MemberCalls {
  token: string;
  get<T>(path: string): Promise<Envelope<T>>;
  post<T>(path: string, body: object): Promise<Envelope<T>>;
  remove<T>(path: string): Promise<Envelope<T>>;
}

/** Logs the member in and answers their calls' envelopes. */
export async function asMember(phone = '13800000001'): Promise<MemberCalls> {
  const token = (await logInWithPassword(phone)).accessToken;
  const envelope = async <T>(path: string, options: CallOptions) =>
    (await callApi<T>(path, { ...options, token })).envelope;
  return {
    token,
    get: <T>(path: string) => envelope<T>(path, {}),
    post: <T>(path: string, body: object) => envelope<T>(path, { method: 'POST', body }),
    remove: <T>(path: string) => envelope<T>(path, { method: 'DELETE' }),
  };
}
