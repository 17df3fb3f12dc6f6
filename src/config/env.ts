const DEFAULT_HTTP_TIMEOUT_MS = 300_000;

function readTimeout(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_HTTP_TIMEOUT_MS;
}

function normaliseBase(raw: string | undefined): string {
  const base = raw?.trim() || '/';
  return base.endsWith('/') ? base : `${base}/`;
}

export const env = {
  /** The provider's host; every API path is relative to it. In mock mode the app's own origin. */
  apiBaseUrl: normaliseBase(import.meta.env.VITE_API_BASE_URL),
  httpTimeoutMs: readTimeout(import.meta.env.VITE_HTTP_TIMEOUT_MS),
  mockMode: __MOCK_MODE__,
} as const;
