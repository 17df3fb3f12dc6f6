import axios, { type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { commonCopy } from '@/copy';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { ApiError } from './api-error';
import { handleErrorCode, isSessionFailure, type ErrorContext } from './api-errors';
import type { Envelope } from './api-types';
import { whenBackendReady } from './backend-ready';
import { getFeedback } from './feedback';
import { navigateTo } from './navigation';

export { ApiError, type ApiErrorKind } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The session epoch when the request was sent (see session-store). */
    sessionEpoch?: number;
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
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (percent: number) => void;
}

const http = axios.create({
  baseURL: env.apiBaseUrl,
  withCredentials: true,
  timeout: env.httpTimeoutMs,
  validateStatus: () => true,
});

http.interceptors.request.use(async (config) => {
  await whenBackendReady();
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

function settle<T>(response: AxiosResponse<unknown>, takeOver: TakeOver = []): T {
  if (!isCurrentEpoch(response.config)) {
    throw new ApiError('session-ended', commonCopy.serverException);
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
    getFeedback().toastError(commonCopy.serverException);
    throw new ApiError('business', commonCopy.serverException);
  }
  if (envelope.resultStatus) return envelope.resultData as T;
  const code = envelope.errorCode ?? null;
  const message = envelope.errorMessage ?? '';
  if (!isTakenOver(code, takeOver)) handleErrorCode(code, errorContext(message));
  throw new ApiError('business', message || commonCopy.serverException, code);
}

async function send<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request({ ...config, params: options.params, signal: options.signal });
  } catch (error) {
    const sentConfig = axios.isAxiosError(error) ? error.config : undefined;
    if (sentConfig && !isCurrentEpoch(sentConfig)) {
      throw new ApiError('session-ended', commonCopy.serverException);
    }
    throw new ApiError('network', commonCopy.serverException);
  }
  return settle<T>(response, options.takeOver);
}

/** The one way the app talks to the API: answers are unwrapped, failures are ApiError. */
export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) =>
    send<T>({ method: 'get', url: path }, options),
  post: <T>(path: string, data?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'post', url: path, data }, options),
  put: <T>(path: string, data?: unknown, options?: RequestOptions) =>
    send<T>({ method: 'put', url: path, data }, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    send<T>({ method: 'delete', url: path }, options),
  upload: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
    send<T>(
      {
        method: 'post',
        url: path,
        data: form,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
        },
      },
      options,
    ),
};
