#!/usr/bin/env node
// Click to data for the member centre opened from a /home that is still loading, in Chromium, on
// the product as deployed: the real-API build behind nginx calling the HTTP mock API
// (scripts/deployed-stack.mjs). Each run logs the seeded member in, opens /home afresh with its
// content calls answered 2 s late (the seam's delayMs), clicks 会员中心 in the header as soon as
// it shows, while /home still draws its skeletons, and times from that click to the member
// centre's 账户余额 with its amount on screen.
// Usage: npm run bench:menu [-- runs]   (default 5; prints each run, whether /home was still
// loading at the click, and the median)
/* global document, window, Element, MutationObserver -- the measured code runs in the page */
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, httpSeam, logInSeededMember } from './measure-tools.mjs';

const runs = Number(process.argv[2] ?? 5);
const executablePath = findChromium() ?? undefined;

const stack = await startDeployedStack({ appPort: 4197, apiPort: 4187, outDir: 'dist-bench-menu' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });

/** Runs in the page before the app: the click's time, /home's state then, and the data's. */
function recordClickToData() {
  const marks = {};
  window.__menuMarks = marks;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a')) return;
      marks.clicked = performance.now();
      marks.homeLoading = document.querySelector('.ant-skeleton, .ant-spin-spinning') !== null;
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.clicked === undefined || marks.shown !== undefined) return;
    const balance = [...document.querySelectorAll('.ant-statistic')].find((node) =>
      node.textContent?.includes('账户余额'),
    );
    if (balance?.textContent?.includes('¥')) marks.shown = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The calls of /home's content, which keep it loading while they are late (operationIds). */
const HOME_CONTENT = ['portal.index', 'portal.images', 'portal.videos', 'portal.newsList'];
const HOME_LATE_MS = 2000;

const seam = httpSeam(stack.apiOrigin);

async function measureOnce() {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await seam('reset');
  await logInSeededMember(page, stack.appOrigin);
  for (const operationId of HOME_CONTENT) {
    await seam('failNext', { operationId, answer: { delayMs: HOME_LATE_MS } });
  }
  await page.addInitScript(recordClickToData);
  await page.goto(`${stack.appOrigin}/home`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  const marks = await page
    .waitForFunction(
      () => window.__menuMarks.shown !== undefined && window.__menuMarks,
      undefined,
      {
        timeout: 30_000,
      },
    )
    .then((handle) => handle.jsonValue());
  await context.close();
  return { elapsed: marks.shown - marks.clicked, homeLoading: marks.homeLoading };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(`会员中心 clicked on a loading /home -> 账户余额 shown; ${runs} runs`);
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const { elapsed, homeLoading } = await measureOnce();
    times.push(elapsed);
    const state = homeLoading ? '/home still loading' : '/home already drawn';
    console.log(`  run ${run}: ${elapsed.toFixed(0)} ms (${state} at the click)`);
  }
  console.log(`  median of ${runs}: ${median(times).toFixed(0)} ms`);
} finally {
  await browser.close();
  stack.stop();
}
