// Loads the app's TypeScript modules in node through Vite itself, so that the '@/' alias, the
// defines of vite.config.ts and import.meta.env are what the app sees. close() when done.
import { resolve } from 'node:path';
import { createServer } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');

export async function createModuleLoader({ mode, ssr }) {
  // vite.config.ts reads .env files from the working directory, as when the app is built
  process.chdir(ROOT);
  return createServer({
    root: ROOT,
    mode,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr,
  });
}
