import {
  endpointPattern,
  scrubIssuePath,
  scrubMessage,
  scrubStack,
  scrubText,
} from './report-scrub';

export type ReportKind = 'error' | 'unhandledrejection' | 'chunk' | 'route' | 'parse';

/** What the page saw, as error-report.ts hands it over (nothing cleaned yet). */
export interface RawReport {
  kind: ReportKind;
  message: string;
  /** Where it happened: a script's `file:line:column`, the first frame of its stack. */
  where?: string;
  stack?: string;
  /** A parse failure's call: its method and the URL called, reduced to a pattern here. */
  call?: { method?: string; url?: string; issuePath: string };
  /** The page's path when it happened (no query string) and the time (ms since 1970). */
  page: string;
  time: number;
}

/** One line of a batch, as the report URL receives it. */
export interface Report {
  kind: ReportKind;
  message: string;
  page: string;
  time: string;
  where?: string;
  stack?: string;
  endpoint?: string;
  issuePath?: string;
}

export interface ReportBatch {
  /** The build's entry file name (its hash changes with every build), when known. */
  build: string | null;
  reports: Report[];
}

export interface ReporterOptions {
  url: string;
  build?: string | null;
  /** Sends one batch; must not throw (the default uses sendBeacon, then fetch keepalive). */
  send?: (url: string, body: string) => void;
  now?: () => number;
  flushDelayMs?: number;
  batchSize?: number;
  perMinute?: number;
  perPage?: number;
}

export interface Reporter {
  add(raw: RawReport): void;
  /** Sends what is queued now (page hide, tests). */
  flush(): void;
}

const MINUTE_MS = 60_000;

/** How a batch leaves the page: the browser's sendBeacon and fetch. */
export interface Transport {
  beacon?: (url: string, body: string) => boolean;
  post: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): Transport => ({
  beacon:
    typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
  post: (url, init) => fetch(url, init),
});

/**
 * Sends a batch without ever failing: sendBeacon (a text/plain body, so no preflight and no
 * CORS answer needed), else fetch with keepalive; a batch that cannot be sent is dropped.
 */
export function sendBatch(url: string, body: string, transport?: Transport): void {
  try {
    const { beacon, post } = transport ?? browserTransport();
    if (beacon?.(url, body)) return;
    post(url, {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // dropped: a report about a failed report would loop
  }
}

function toReport(raw: RawReport): Report {
  const report: Report = {
    kind: raw.kind,
    message: scrubMessage(raw.message),
    page: scrubText(raw.page),
    time: new Date(raw.time).toISOString(),
  };
  if (raw.where) report.where = scrubText(raw.where);
  if (raw.stack) report.stack = scrubStack(raw.stack);
  if (raw.call) {
    report.endpoint = endpointPattern(raw.call.method, raw.call.url);
    report.issuePath = scrubIssuePath(raw.call.issuePath);
  }
  return report;
}

/**
 * The queue of one page life: reports are cleaned, the same kind, message and place sent once,
 * at most `perMinute` a minute and `perPage` in all; a batch leaves `flushDelayMs` after its
 * first report, at once when `batchSize` are waiting, and on flush().
 */
export function createReporter({
  url,
  build = null,
  send = sendBatch,
  now = Date.now,
  flushDelayMs = 5000,
  batchSize = 10,
  perMinute = 10,
  perPage = 50,
}: ReporterOptions): Reporter {
  const queue: Report[] = [];
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let minuteStart = Number.NEGATIVE_INFINITY;
  let inMinute = 0;
  let sent = 0;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch: ReportBatch = { build, reports: queue.splice(0) };
    try {
      send(url, JSON.stringify(batch));
    } catch {
      // dropped, never reported
    }
  }

  function allowed(): boolean {
    const at = now();
    if (at - minuteStart >= MINUTE_MS) {
      minuteStart = at;
      inMinute = 0;
    }
    if (inMinute >= perMinute || sent >= perPage) return false;
    inMinute += 1;
    sent += 1;
    return true;
  }

  function add(raw: RawReport): void {
    try {
      const report = toReport(raw);
      const place = [report.where, report.endpoint, report.issuePath];
      const key = [report.kind, report.message, ...place].join('\u0000');
      if (seen.has(key)) return;
      seen.add(key);
      if (!allowed()) return;
      queue.push(report);
      if (queue.length >= batchSize) flush();
      else timer ??= setTimeout(flush, flushDelayMs);
    } catch {
      // a report that cannot be made is dropped
    }
  }

  return { add, flush };
}
