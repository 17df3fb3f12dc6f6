#!/usr/bin/env node
// Lighthouse (desktop preset) against the product as deployed: the real-API build behind nginx
// with the production headers, calling the HTTP mock API (scripts/deployed-stack.mjs), so that
// no mock code weighs on the page. Usage: npm run lighthouse [-- /path]   (default /login)
// Routes other than /login and /agreement are measured logged in as the seeded member: the
// session lives in the tab's sessionStorage, so Lighthouse is run in the tab that logged in.
// Lighthouse is not a dependency; `npm run lighthouse` fetches it with npx and puts it on PATH.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, logInSeededMember } from './measure-tools.mjs';

const DEBUGGING_PORT = 9333;
const PUBLIC_ROUTES = ['/login', '/agreement'];
const route = process.argv[2] ?? '/login';

/** The node_modules folder npx installed Lighthouse into (its .bin is on PATH). */
function npxModules() {
  const bin = (process.env.PATH ?? '')
    .split(delimiter)
    .find((dir) => existsSync(join(dir, '..', 'lighthouse', 'core', 'index.js')));
  if (!bin) throw new Error('Lighthouse not found: run this through `npm run lighthouse`.');
  return dirname(bin);
}

const modules = npxModules();
const importFrom = (file) => import(pathToFileURL(join(modules, file)).href);
const { default: lighthouse, desktopConfig } = await importFrom('lighthouse/core/index.js');
const { default: puppeteer } = await importFrom(
  'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js',
);

const stack = await startDeployedStack({
  appPort: 4193,
  apiPort: 4183,
  outDir: 'dist-lighthouse',
});
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  const page = await browser.newPage({ locale: 'zh-CN' });
  const loggedIn = !PUBLIC_ROUTES.some((open) => route.startsWith(open));
  if (loggedIn) await logInSeededMember(page, stack.appOrigin);
  else await page.goto(`${stack.appOrigin}/login`);
  // the session stays (sessionStorage), the files do not: the page is measured as first fetched
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');

  const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
  const [tab] = (await remote.pages()).filter((candidate) =>
    candidate.url().startsWith(stack.appOrigin),
  );
  const url = `${stack.appOrigin}${route}`;
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
    desktopConfig,
    tab,
  );
  await remote.disconnect();

  const { categories, audits, finalDisplayedUrl } = result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${finalDisplayedUrl} instead of ${url}`);
  }
  const slug = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  const report = `reports/lighthouse-${slug}.json`;
  mkdirSync('reports', { recursive: true });
  writeFileSync(report, result.report);

  console.log(`${finalDisplayedUrl}${loggedIn ? ' (logged in)' : ''}`);
  for (const category of Object.values(categories)) {
    console.log(`${String(Math.round(category.score * 100)).padStart(4)}  ${category.title}`);
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`        - ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  console.log(`\nFull report: ${report}`);
} finally {
  await browser.close();
  stack.stop();
}
