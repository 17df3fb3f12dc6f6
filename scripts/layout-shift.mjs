#!/usr/bin/env node
// Layout shifts of the member screens as deployed: the real-API build behind nginx calling the
// HTTP mock API (scripts/deployed-stack.mjs), in Chromium at Lighthouse's desktop viewport. Each
// screen is opened afresh (empty cache) in the tab that logged in as the seeded member, and its
// shifts are recorded until the page is idle. CLS is counted as Lighthouse and web-vitals count
// it: the largest session window (shifts less than 1 s apart, at most 5 s), input-led shifts left
// out. Exits 1 when a screen reaches the budget.
// The mock API answers at once; with --latency each of its answers is held back, by 50 to 350 ms
// in turn, so that a screen's answers arrive one by one as they may from a real server.
// Usage: npm run cls [-- --verbose] [-- --latency] [-- member_center withdrawal ...]   (default:
// every member screen of src/app/member-routes.ts; --verbose names what moved, from where to where)
/* global window -- the recording code runs in the page */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, logInSeededMember } from './measure-tools.mjs';

const BUDGET = 0.02;
/** Lighthouse's desktop preset. */
const VIEWPORT = { width: 1350, height: 940 };
/** Late shifts (a chart's canvas, a font) still count: a while after the network is idle. */
const SETTLE_MS = 1000;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const latency = args.includes('--latency');
const named = args.filter((arg) => !arg.startsWith('--'));
const screens = named.length
  ? named
  : [
      ...readFileSync('src/app/member-routes.ts', 'utf8').matchAll(/^\s+(\w+): \(\) => import\(/gm),
    ].map((match) => match[1]);

/** In the page: every layout shift, with what moved and from where to where. */
function recordShifts() {
  window.__shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const classes = [...node.classList].filter((name) => !name.startsWith('css-'));
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 3).join('.')}` : ''} "${text}"`;
  };
  const rect = ({ x, y, width, height }) => `(${[x, y, width, height].map(Math.round).join(', ')})`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        time: entry.startTime,
        input: entry.hadRecentInput,
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = { start: -Infinity, last: -Infinity, sum: 0 };
  for (const { value, time } of shifts) {
    if (time - window.last < 1000 && time - window.start < 5000) {
      window.sum += value;
      window.last = time;
    } else {
      window = { start: time, last: time, sum: value };
    }
    largest = Math.max(largest, window.sum);
  }
  return largest;
}

const stack = await startDeployedStack({ appPort: 4197, apiPort: 4187, outDir: 'dist-cls' });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_FLAGS,
  // scroll bars take room as on members' Windows machines: one appearing moves a centred page
  ignoreDefaultArgs: ['--hide-scrollbars'],
});
try {
  const page = await browser.newPage({ locale: 'zh-CN', viewport: VIEWPORT });
  await page.addInitScript(recordShifts);
  await logInSeededMember(page, stack.appOrigin);
  if (latency) {
    let answers = 0;
    await page.route(`${stack.apiOrigin}/**`, async (route) => {
      const delay = 50 + 75 * (answers++ % 5);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
  }
  const cdp = await page.context().newCDPSession(page);

  const results = [];
  for (const screen of screens) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${stack.appOrigin}/member/${screen}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const shifts = (await page.evaluate(() => window.__shifts)).filter((shift) => !shift.input);
    const cls = cumulativeLayoutShift(shifts);
    results.push({ screen, cls });
    console.log(`${cls.toFixed(3).padStart(7)}  ${screen} (${shifts.length} shifts)`);
    if (verbose) {
      for (const shift of shifts) {
        console.log(`         ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms`);
        for (const source of shift.sources) console.log(`           ${source}`);
      }
    }
  }
  const over = results.filter(({ cls }) => cls >= BUDGET);
  if (over.length) {
    console.error(`\nCLS at or over ${BUDGET}: ${over.map(({ screen }) => screen).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery screen below ${BUDGET}.`);
  }
} finally {
  await browser.close();
  stack.stop();
}
