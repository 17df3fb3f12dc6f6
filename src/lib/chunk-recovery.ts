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

/** Where a reload should land: the page being navigated to, when a navigation is under way. */
let reloadTarget: () => string = () => window.location.href;

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
  window.location.assign(reloadTarget());
  return true;
}

export function installChunkErrorRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError(event.payload)) event.preventDefault();
  });
}
