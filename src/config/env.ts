const DEFAULT_HTTP_TIMEOUT_MS = 300_000;

function readTimeout(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_HTTP_TIMEOUT_MS;
}

function normaliseBase(raw: string | undefined): string {
  const base = raw?.trim() || '/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** 'https://a.example, https://b.example' -> origins; anything unparseable is left out. */
function readOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

/** Alipay's own cashier hosts: the only ones a payment window may be sent to by default. */
const ALIPAY_HOSTS = ['openapi.alipay.com', 'mapi.alipay.com', 'excashier.alipay.com'];

/** 'a.example, b.example' -> lower-case host names. */
const readHosts = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** An http(s) URL or a path of the app's origin; anything else (or nothing) turns reports off. */
export function readReportUrl(raw: string | undefined): string | null {
  const url = raw?.trim() ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^/?#]+/i.test(url) ? url : null;
}

export const env = {
  /** The provider's host; every API path is relative to it. In mock mode the app's own origin. */
  apiBaseUrl: normaliseBase(import.meta.env.VITE_API_BASE_URL),
  httpTimeoutMs: readTimeout(import.meta.env.VITE_HTTP_TIMEOUT_MS),
  mockMode: __MOCK_MODE__,
  /** Origins besides the app's own whose PDF files /pdfPreview may frame. */
  pdfPreviewOrigins: readOrigins(import.meta.env.VITE_PDF_PREVIEW_ORIGINS),
  /** Hosts an Alipay payment URL may point at (https only). */
  alipayHosts: readHosts(import.meta.env.VITE_ALIPAY_HOSTS).length
    ? readHosts(import.meta.env.VITE_ALIPAY_HOSTS)
    : ALIPAY_HOSTS,
  /** Where errors from the field are sent (src/lib/error-report.ts); null: nothing is sent. */
  errorReportUrl: readReportUrl(import.meta.env.VITE_ERROR_REPORT_URL),
} as const;
