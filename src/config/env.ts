import { appPath } from '@/lib/app-path';

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

/** Hosts a report may reach over plain http: this machine's, where nothing crosses a network. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function isReportTarget(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * A path of the app's origin, an https URL, or an http URL of this machine: a report may still
 * carry something the scrubber missed, so it never travels in clear text. Anything else turns
 * reports off, with a warning when a URL was given.
 */
export function readReportUrl(raw: string | undefined): string | null {
  const given = raw?.trim() ?? '';
  if (!given) return null;
  const path = appPath(given);
  if (path) return path;
  try {
    const url = new URL(given);
    if (isReportTarget(url)) return url.href;
  } catch {
    // not a URL: refused below
  }
  console.warn(
    `VITE_ERROR_REPORT_URL (${given}) is not an https URL, an http URL of localhost or a path of the app: no error reports are sent.`,
  );
  return null;
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
