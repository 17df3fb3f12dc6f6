import axios, { type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { commonCopy } from '@/copy';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { ApiError } from './api-error';
import { handleErrorCode, isSessionFailure, type ErrorContext } from './api-errors';
import { fillPath, type Envelope } from './api-types';
import type { AnswerOf, BodyOf, Endpoint, IsIdempotent, QueryOf } from './endpoint';
import { reportParseFailure } from './error-report';
import { getFeedback } from './feedback';
import { navigateTo } from './navigation';
import { parseAnswer, type Schema } from './schema';

export { ApiError, type ApiErrorKind } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The session epoch when the request was sent (see session-store). */
    sessionEpoch?: number;
    /** The endpoint's path with its `:name` parameters, which a report names instead of ids. */
    pathPattern?: string;
  }
}

export type TakeOver = readonly string[] | 'all';

const isTakenOver = (code: string | null, takeOver: TakeOver): boolean =>
  takeOver === 'all' ? !isSessionFailure(code) : code !== null && takeOver.includes(code);

export interface RequestOptions {
  params?: object;
  signal?: AbortSignal;
  /**
   * Error codes the caller handles itself: no toast or dialog for these. 'all' takes over
   * every business code except session failure, which always ends the session.
   */
  takeOver?: TakeOver;
  /**
   * A call the member did not ask for (ticker, cart badge, prefetch): its failures are not
   * shown and a non-200 status fails it quietly instead of ending the session. Session
   * failure codes still end the session.
   */
  background?: boolean;
  /** Sent as the Idempotency-Key header: one key per purchase intent, the same on every retry. */
  idempotencyKey?: string;
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (percent: number) => void;
}

/** The Idempotency-Key a call sends: required by an endpoint declared `idempotent`. */
type KeyOf<E> =
  IsIdempotent<E> extends true ? { idempotencyKey: string } : { idempotencyKey?: string };

/** What a call of an endpoint sends: its path parameters, query and body, typed by its schemas. */
export type CallInput<E> = Omit<RequestOptions, 'params' | 'idempotencyKey'> &
  KeyOf<E> & {
    path?: Record<string, string | number>;
  } & (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** The input may be left out only when the endpoint takes no query, no body and no key. */
export type CallArgs<E> =
  QueryOf<E> extends undefined
    ? BodyOf<E> extends undefined
      ? IsIdempotent<E> extends true
        ? [input: CallInput<E>]
        : [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>];

type AnyEndpoint = Endpoint<unknown>;

const urlOf = (endpoint: AnyEndpoint, path: Record<string, string | number> = {}) =>
  fillPath(endpoint.path, path);

const http = axios.create({
  baseURL: env.apiBaseUrl,
  withCredentials: true,
  timeout: env.httpTimeoutMs,
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const { token, epoch } = useSessionStore.getState();
  if (token) config.headers.set('accessToken', token);
  config.sessionEpoch = epoch;
  return config;
});

function errorContext(message: string): ErrorContext {
  const ui = useUiStore.getState();
  return {
    message,
    feedback: getFeedback(),
    navigate: (to) => navigateTo(to),
    endSession: () => useSessionStore.getState().endSession(),
    openRecharge: ui.openRecharge,
    requestConnect: ui.requestConnect,
  };
}

const isCurrentEpoch = (config: AxiosRequestConfig | undefined): boolean =>
  config?.sessionEpoch === useSessionStore.getState().epoch;

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'resultStatus' in data;
}

/** Error codes compared as text, whether the server sends 30232 or '30232'. */
const codeOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

function settle<T>(
  response: AxiosResponse<unknown>,
  schema: Schema<T>,
  options: RequestOptions,
): T {
  if (!isCurrentEpoch(response.config)) {
    throw new ApiError('session-ended', commonCopy.serverException);
  }
  if (response.status !== 200 && options.background) {
    throw new ApiError('http', commonCopy.serverException, null, response.status);
  }
  if (response.status !== 200) {
    const ctx = errorContext(commonCopy.serverException);
    ctx.feedback.toastError(commonCopy.serverException);
    ctx.endSession();
    ctx.navigate(paths.login);
    throw new ApiError('http', commonCopy.serverException, null, response.status);
  }
  const envelope = response.data;
  if (!isEnvelope(envelope)) {
    if (!options.background) getFeedback().toastError(commonCopy.serverException);
    throw new ApiError('business', commonCopy.serverException);
  }
  if (envelope.resultStatus === true) {
    const parsed = parseAnswer(schema, envelope.resultData);
    if (parsed.ok) return parsed.value;
    const { method, pathPattern, url } = response.config;
    reportParseFailure(method, pathPattern ?? url, parsed.issuePath);
    throw new ApiError('parse', parsed.message);
  }
  const code = codeOf(envelope.errorCode);
  const message = typeof envelope.errorMessage === 'string' ? envelope.errorMessage : '';
  const takeOver = options.background ? 'all' : (options.takeOver ?? []);
  if (!isTakenOver(code, takeOver)) handleErrorCode(code, errorContext(message));
  throw new ApiError('business', message || commonCopy.serverException, code);
}

async function send<T>(
  config: AxiosRequestConfig,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  let response: AxiosResponse<unknown>;
  const headers = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
  try {
    response = await http.request({
      ...config,
      headers,
      params: options.params,
      signal: options.signal,
    });
  } catch (error) {
    const sentConfig = axios.isAxiosError(error) ? error.config : undefined;
    if (sentConfig && !isCurrentEpoch(sentConfig)) {
      throw new ApiError('session-ended', commonCopy.serverException);
    }
    throw new ApiError('network', commonCopy.serverException);
  }
  return settle(response, schema, options);
}

/**
 * The one way the app talks to the API: answers are unwrapped and parsed with the caller's
 * schema into the app's types; failures are ApiError.
 */
export const apiClient = {
  /** Calls an endpoint with its method; the answer is parsed with the endpoint's schema. */
  call: <E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> => {
    const { path, query, body, ...options } = input ?? {};
    return send(
      {
        method: endpoint.method.toLowerCase(),
        url: urlOf(endpoint, path),
        pathPattern: endpoint.path,
        data: body,
      },
      endpoint.answer as Schema<AnswerOf<E>>,
      { ...options, params: query ?? undefined },
    );
  },
  /** A multipart upload to an `upload` endpoint, with its progress in percent. */
  upload: <E extends AnyEndpoint>(
    endpoint: E,
    form: FormData,
    options: UploadOptions & { path?: Record<string, string | number> } = {},
  ): Promise<AnswerOf<E>> =>
    send(
      {
        method: 'post',
        url: urlOf(endpoint, options.path),
        pathPattern: endpoint.path,
        data: form,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
        },
      },
      endpoint.answer as Schema<AnswerOf<E>>,
      options,
    ),
};
