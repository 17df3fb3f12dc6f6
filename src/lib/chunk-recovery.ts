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

/** Reports a failed script or style chunk and reloads once; false when a reload already failed. */
export function recoverFromChunkError(error: unknown, now = Date.now()): boolean {
  console.error('[chunk-load-error]', error);
  if (!canReloadForChunkError(now)) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}

export function installChunkErrorRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError(event.payload)) event.preventDefault();
  });
}
