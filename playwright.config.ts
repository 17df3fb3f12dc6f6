import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  DEPLOYED_API_PORT,
  DEPLOYED_APP_ORIGIN,
  DEPLOYED_APP_PORT,
  DEPLOYED_PROJECT,
} from './e2e/deployed-origins';
import { CHROMIUM_FLAGS } from './scripts/measure-tools.mjs';

// E2E_PORT runs the mock-build journeys alone on another port, beside a running suite
const ownPort = Number(process.env.E2E_PORT) || undefined;
const PORT = ownPort ?? 4173;
const mockOutDir = ownPort ? `dist-e2e-${ownPort}` : 'dist-e2e';
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium where it is installed (Playwright cannot download browsers everywhere). */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);
const launchOptions = systemChromium
  ? {
      executablePath: systemChromium,
      args: CHROMIUM_FLAGS,
    }
  : {};

const deployedServer = {
  command: `node scripts/deployed-stack.mjs --app-port ${DEPLOYED_APP_PORT} --api-port ${DEPLOYED_API_PORT} --out-dir dist-e2e-deployed`,
  url: `${DEPLOYED_APP_ORIGIN}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: ownPort ? `test-results-${ownPort}` : 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Playwright's CI convention: a journey that fails once on a loaded CI machine runs again, and
  // the summary counts it as flaky (a defect to fix at its cause); none locally
  retries: process.env.CI ? 2 : 0,
  // journeys run two at a time on two cores, where one page load alone takes seconds
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    // the app then skips its animations, so journeys wait less and use less CPU
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // one login through the form per seeded account, which the journeys below start from
      name: 'logins',
      testMatch: /logins\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'chromium',
      dependencies: ['logins'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // the main journeys once more, on the build members get: real API calls over HTTP to
      // another origin, nginx with the production headers; they share the HTTP mock, one at a time
      name: DEPLOYED_PROJECT,
      grep: /@deployed/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: DEPLOYED_APP_ORIGIN },
    },
  ],
  webServer: [
    {
      // The mock-mode production build, served as a user would get it.
      command: `npx vite build --mode mock --outDir ${mockOutDir} --logLevel warn && npx vite preview --outDir ${mockOutDir} --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `${BASE_URL}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    ...(ownPort ? [] : [deployedServer]),
  ],
});
