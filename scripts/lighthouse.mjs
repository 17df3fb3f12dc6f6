#!/usr/bin/env node
// Lighthouse (desktop preset) against the product as deployed: the real-API build behind nginx
// with the production headers, calling the HTTP mock API (scripts/deployed-stack.mjs), so that
// no mock code weighs on the page.
// Usage: npm run lighthouse [-- [--runs N] /path ...]   (default: /login, one run)
// With several runs, each route's figures are the medians (the score's, LCP's... each its own).
// Routes other than /login and /agreement are measured logged in as the seeded member: the
// session lives in the tab's sessionStorage, so Lighthouse is run in the tab that logged in.
// Lighthouse is not a dependency; `npm run lighthouse` fetches it with npx and puts it on PATH.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median } from './bench-tools.mjs';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, logInSeededMember } from './measure-tools.mjs';

const DEBUGGING_PORT = 9333;
const PUBLIC_ROUTES = ['/login', '/agreement'];
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '1' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const routes = positionals.length ? positionals : ['/login'];

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

/** The figures the budgets speak of, from one report. */
function figuresOf({ categories, audits }) {
  const metrics = audits.metrics.details.items[0];
  const scripts = audits['network-requests'].details.items.filter(
    (request) =>
      request.resourceType === 'Script' &&
      request.networkRequestTime < metrics.observedLargestContentfulPaint,
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: metrics.largestContentfulPaint,
    tbt: metrics.totalBlockingTime,
    cls: metrics.cumulativeLayoutShift,
    scripts: scripts.length,
  };
}

/** The audits that cost the route points, as Lighthouse words them. */
function printShortfalls({ categories, audits }) {
  for (const category of Object.values(categories)) {
    console.log(`${String(Math.round(category.score * 100)).padStart(4)}  ${category.title}`);
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`        - ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
}

/** One Lighthouse run of `route` in a fresh browser; the member's session when it needs one. */
async function measure(stack, route) {
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
    const { finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse measured ${finalDisplayedUrl} instead of ${url}`);
    }
    return { ...result, loggedIn };
  } finally {
    await browser.close();
  }
}

/** A run whose recording failed (Lighthouse's runtimeError, e.g. NO_NAVSTART) is run again. */
async function measureRecorded(stack, route, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await measure(stack, route);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${route}: ${failure.message}`);
    console.log(`Lighthouse failed on ${route} (${failure.code}); running it again`);
  }
}

const stack = await startDeployedStack({
  appPort: 4193,
  apiPort: 4183,
  outDir: 'dist-lighthouse',
});
const summary = [];
try {
  for (const route of routes) {
    const figures = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr, report, loggedIn } = await measureRecorded(stack, route);
      const slug = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      const file = `reports/lighthouse-${slug}${runs > 1 ? `-${run}` : ''}.json`;
      mkdirSync('reports', { recursive: true });
      writeFileSync(file, report);
      console.log(`\n${lhr.finalDisplayedUrl}${loggedIn ? ' (logged in)' : ''}, run ${run}`);
      printShortfalls(lhr);
      console.log(`Full report: ${file}`);
      figures.push(figuresOf(lhr));
    }
    const mid = (key) => median(figures.map((figure) => figure[key]));
    summary.push({
      route,
      runs,
      ...Object.fromEntries(Object.keys(figures[0]).map((key) => [key, mid(key)])),
    });
  }
} finally {
  stack.stop();
}
console.log(`\nMedians (LCP and TBT in ms; scripts: script requests before the largest paint)`);
console.table(summary);
