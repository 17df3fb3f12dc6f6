import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

const RELOADED_AT_KEY = 'chunk-reload-at';
/** A second failure this soon after a reload means reloading again would loop. */
const RELOAD_GUARD_MS = 30_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|CSS_CHUNK_LOAD_FAILED/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** False when a reload for a chunk error happened moments ago: reloading again would loop. */
export function canReloadForChunkError(now = Date.now()): boolean {
  const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  return now - reloadedAt >= RELOAD_GUARD_MS;
}

/**
 * Where a reload should land, as a path of this app: the page being navigated to, when a
 * navigation is under way.
 */
let reloadTarget: () => string = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function setChunkReloadTarget(target: () => string): void {
  reloadTarget = target;
}

/**
 * Reports a failed script or style chunk and loads the page again once, at the page the
 * member was going to (a chunk fails while navigating, before the address changes); false
 * when a reload already failed.
 */
export function recoverFromChunkError(error: unknown, now = Date.now()): boolean {
  console.error('[chunk-load-error]', error);
  if (!canReloadForChunkError(now)) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  // the origin written out: the path of a page opened as https://app.example//evil.example/x
  // starts with '//', which on its own names another host
  window.location.assign(`${window.location.origin}${reloadTarget()}`);
  return true;
}

/** A chunk that did not arrive in time; a ChunkLoadError, recovered from like any other. */
export class ChunkTimeoutError extends Error {
  override name = 'ChunkLoadError';

  constructor(timeoutMs: number) {
    super(`Loading a chunk timed out after ${timeoutMs / 1000} s`);
  }
}

/**
 * Starts `load` (a dynamic `import()`, maybe with a `.then` picking an export) and fails it with
 * a ChunkTimeoutError when it has not settled within the time-out, so the route's error element
 * or the part's boundary recovers as from a failed chunk instead of waiting for ever. Every
 * dynamic import of the app goes through it (ESLint refuses a bare one).
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
  });
  const loaded = new Promise<T>((resolve) => resolve(load()));
  return Promise.race([loaded, timedOut]).finally(() => clearTimeout(timer));
}

/** `load` as a loader with the chunk time-out: for a route's `lazy` and `React.lazy`. */
export const timedChunk =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    loadChunk(load);

export function installChunkErrorRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError(event.payload)) event.preventDefault();
  });
}
