import { ApiError } from './api-error';
import { isChunkLoadError, loadChunk } from './chunk-recovery';
import type { RawReport, Reporter, ReportKind } from './error-reporter';

/**
 * Errors from the field, sent to VITE_ERROR_REPORT_URL (env.errorReportUrl): uncaught errors,
 * unhandled rejections, chunks that failed, route error screens, crashed parts and answers that
 * failed to parse. Without the URL nothing is listened to and nothing is loaded. With it, the
 * sending code (error-reporter.ts: cleaning, de-duplication, rate caps, batches) is a chunk of
 * its own fetched at start-up, so that /login's first paint does not carry it and a later
 * deploy cannot take it away; what happens before it arrives waits for it.
 */

const PENDING_MAX = 20;

interface ReportingState {
  reporter: Reporter | null;
  pending: RawReport[];
  listening: AbortController;
}

let state: ReportingState | null = null;

/** The page a report is about: its path only (a query string may hold phones, keywords). */
let reportedPage: () => string = () => window.location.pathname;

/**
 * Where reports say they happened: the route tree's page, the one being navigated to while a
 * navigation is under way (a chunk fails before the address changes).
 */
export function setReportedPage(read: () => string): void {
  reportedPage = read;
}

type Details = Pick<RawReport, 'message' | 'where' | 'stack' | 'call'>;

/** The first frame of a stack (Chromium's `at …`, Firefox's and Safari's `fn@…`). */
const firstFrame = (stack: string | undefined): string | undefined =>
  stack
    ?.split('\n')
    .find((line) => /^\s+at |@/.test(line))
    ?.trim();

/** An error's name, message and stack; anything else thrown is named by its type only. */
function describe(error: unknown): Details {
  if (error instanceof Error) {
    return {
      message: `${error.name}: ${error.message}`,
      stack: error.stack,
      where: firstFrame(error.stack),
    };
  }
  return { message: typeof error === 'string' ? error : Object.prototype.toString.call(error) };
}

function enqueue(kind: ReportKind, details: Details): void {
  if (!state) return;
  const raw: RawReport = { kind, ...details, page: reportedPage(), time: Date.now() };
  if (state.reporter) state.reporter.add(raw);
  else if (state.pending.length < PENDING_MAX) state.pending.push(raw);
}

/** A failure the app caught and showed (route error screen, crashed part, failed chunk). */
export function reportError(kind: 'error' | 'chunk' | 'route', error: unknown): void {
  enqueue(isChunkLoadError(error) ? 'chunk' : kind, describe(error));
}

/**
 * An answer that failed its schema: the call (its method and URL, reduced to a pattern without
 * ids) and the path of the first issue (`list.3.price`), never the answer itself.
 */
export function reportParseFailure(
  method: string | undefined,
  url: string | undefined,
  issuePath: string,
): void {
  enqueue('parse', { message: 'Answer failed its schema', call: { method, url, issuePath } });
}

function onError(event: ErrorEvent): void {
  const details = describe(event.error ?? event.message);
  if (event.filename) details.where = `${event.filename}:${event.lineno}:${event.colno}`;
  enqueue(isChunkLoadError(event.error) ? 'chunk' : 'error', details);
}

function onRejection(event: PromiseRejectionEvent): void {
  // the API client has shown its failures, and reported the answers that failed to parse
  if (event.reason instanceof ApiError) return;
  enqueue(isChunkLoadError(event.reason) ? 'chunk' : 'unhandledrejection', describe(event.reason));
}

const onPreloadError = (event: VitePreloadErrorEvent): void =>
  enqueue('chunk', describe(event.payload));

const flushNow = (): void => state?.reporter?.flush();

const onVisibilityChange = (): void => {
  if (document.visibilityState === 'hidden') flushNow();
};

/**
 * Listens for failures and for the page being hidden or left, until `signal` aborts (browsers
 * older than Chromium 90 and Safari 15 keep the listeners, which do nothing once stopped).
 */
function listen(signal: AbortSignal): void {
  window.addEventListener('error', onError, { signal });
  window.addEventListener('unhandledrejection', onRejection, { signal });
  window.addEventListener('vite:preloadError', onPreloadError, { signal });
  window.addEventListener('pagehide', flushNow, { signal });
  document.addEventListener('visibilitychange', onVisibilityChange, { signal });
}

function stopReporting(): void {
  state?.listening.abort();
  state = null;
}

/** The name of the build's entry file (its hash identifies the build), when there is one. */
export function readBuildId(): string | null {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return src ? (new URL(src).pathname.split('/').pop() ?? null) : null;
}

/**
 * Starts reporting to `url`; does nothing without one, or when already started. `build` names
 * the build in every batch (the entry file's name unless given).
 */
export function installErrorReporting(url: string | null, build?: string | null): void {
  if (!url || state) return;
  const buildId = build === undefined ? readBuildId() : build;
  const current: ReportingState = { reporter: null, pending: [], listening: new AbortController() };
  state = current;
  listen(current.listening.signal);
  loadChunk(() => import('./error-reporter')).then(
    ({ createReporter }) => {
      if (state !== current) return;
      const reporter = createReporter({ url, build: buildId });
      current.reporter = reporter;
      for (const raw of current.pending.splice(0)) reporter.add(raw);
    },
    // without its code nothing can be sent; a failure to report is never reported
    () => {
      if (state === current) stopReporting();
    },
  );
}

/** For tests: stops listening and forgets what was queued. */
export const uninstallErrorReporting = stopReporting;
