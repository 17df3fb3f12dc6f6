#!/usr/bin/env node
// /login as a member first gets it: the real-API build behind nginx (scripts/deployed-stack.mjs)
// in Chromium, a new browser for each run. Reports the median first contentful paint, the
// requests made until that paint, and everything fetched until the page is idle (gzipped as
// `npm run size` counts it, and as sent). Exits 1 over a budget.
// Usage: npm run perf:login [-- runs]   (default 5)
/* global document, location, MutationObserver, window -- the measured code runs in the page */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium } from './measure-tools.mjs';

const OUT_DIR = 'dist-perf';
const BUDGET = { fcpMs: 300, requestsToPaint: 15, idleKiB: 224 };
const runs = Number(process.argv[2] ?? 5);

const stack = await startDeployedStack({ appPort: 4191, apiPort: 4181, outDir: OUT_DIR });
const gzipKiB = (path) => gzipSync(readFileSync(join(OUT_DIR, path)), { level: 9 }).length / 1024;

async function measureOnce() {
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN' });
    // when the app's own form replaces the prerendered one: from then on it takes input
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('#root form')) {
          window.__appFormAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stack.appOrigin}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '登录', exact: true }).first().waitFor();
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource');
      return {
        fcp,
        appForm: window.__appFormAt ?? NaN,
        // the document itself is the first request
        requestsToPaint: 1 + resources.filter((entry) => entry.startTime < fcp).length,
        fetched: [
          location.pathname,
          ...resources.map((entry) => ({ url: entry.name, sent: entry.encodedBodySize })),
        ],
        sentBytes: resources.reduce((total, entry) => total + entry.encodedBodySize, 0),
      };
    });
  } finally {
    await browser.close();
  }
}

try {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureOnce();
    results.push(result);
    console.log(
      `run ${run}: FCP ${result.fcp.toFixed(0)} ms, ${result.requestsToPaint} requests to paint, the app's form at ${result.appForm.toFixed(0)} ms`,
    );
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const fcp = median(results.map((result) => result.fcp));
  const requestsToPaint = Math.max(...results.map((result) => result.requestsToPaint));
  const last = results.at(-1);
  const ownFiles = last.fetched
    .slice(1)
    .filter(({ url }) => url.startsWith(stack.appOrigin))
    .map(({ url }) => new URL(url).pathname);
  // the page nginx answers for /login (login.html, prerendered) and the files it fetched
  const page = Buffer.from(await (await fetch(`${stack.appOrigin}/login`)).arrayBuffer());
  const idleKiB =
    gzipSync(page, { level: 9 }).length / 1024 +
    ownFiles.reduce((total, path) => total + gzipKiB(path), 0);
  const otherRequests = last.fetched.length - 1 - ownFiles.length;

  console.log(`\n/login, median of ${runs} (new browser each run):`);
  const rows = [
    ['first contentful paint', `${fcp.toFixed(0)} ms`, `${BUDGET.fcpMs} ms`],
    ['requests until it paints (most of any run)', requestsToPaint, BUDGET.requestsToPaint],
    [
      "the app's own form in place (takes input)",
      `${median(results.map((result) => result.appForm)).toFixed(0)} ms`,
      '-',
    ],
    [
      `fetched until idle, gzipped (page + ${ownFiles.length} files)`,
      `${idleKiB.toFixed(1)} KiB`,
      `${BUDGET.idleKiB} KiB`,
    ],
    ['fetched until idle, as sent by nginx', `${(last.sentBytes / 1024).toFixed(1)} KiB`, '-'],
    ['requests to other origins until idle', otherRequests, '-'],
  ];
  for (const [label, value, budget] of rows) {
    console.log(`  ${label.padEnd(46)} ${String(value).padStart(10)}   budget ${budget}`);
  }
  const over = [
    fcp > BUDGET.fcpMs && 'first contentful paint',
    requestsToPaint > BUDGET.requestsToPaint && 'requests until paint',
    idleKiB > BUDGET.idleKiB && 'fetched until idle',
  ].filter(Boolean);
  if (over.length) {
    console.error(`\nOver budget: ${over.join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  stack.stop();
}
