/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const MOCK_WORKER_FILE = 'mockServiceWorker.js';
/** Folders of public/ that only the mock's seed data points at (goods images, portal media). */
const MOCK_MEDIA_DIRS = ['goods', 'portal', 'division', 'docs'];

/** A real-API build ships no mock code, no service worker file and none of the mock's media. */
function dropMockFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of [MOCK_WORKER_FILE, ...MOCK_MEDIA_DIRS]) {
        rmSync(resolve(outDir, entry), { force: true, recursive: true });
      }
    },
  };
}

/**
 * In a mock build the test seam must be on window before the first render, so its chunk and
 * what it imports are announced in index.html and download beside the entry, not after it.
 */
function preloadMockSeam(): Plugin {
  return {
    name: 'preload-mock-seam',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const seam = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/mocks/browser.ts'),
        );
        if (seam?.type !== 'chunk') return [];
        return [seam.fileName, ...seam.imports].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockMode = mode === 'mock' || (command === 'serve' && !env.VITE_API_BASE_URL);
  return {
    plugins: [react(), mockMode ? preloadMockSeam() : dropMockFiles()],
    define: {
      __MOCK_MODE__: JSON.stringify(mockMode),
      // the mock's Alipay answers point at its own stand-in cashier host
      ...(mockMode && !env.VITE_ALIPAY_HOSTS
        ? { 'import.meta.env.VITE_ALIPAY_HOSTS': JSON.stringify('openapi.alipay.example.com') }
        : {}),
    },
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: { chunkSizeWarningLimit: 1500 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // jsdom renders antd slowly on a loaded 2-core machine; time limits are not what we test.
      testTimeout: 30_000,
      // Vitest leaves one core idle by default; on two cores that halves the speed.
      maxWorkers: '100%',
    },
  };
});
