#!/usr/bin/env node
// Time to render the income screens with a long statement, in Chromium, on the product as
// deployed: the real-API build behind nginx calling the HTTP mock API (scripts/deployed-stack.mjs).
// Each run starts from the seed plus 5,000 statement lines for the member (the seam's
// seedStatement), logs in, then loads the screen afresh:
//   收入明细 (/member/income): from navigation start to the first page of rows (10) and the
//     line count with its total (共 N 笔，合计 ¥…) on screen;
//   收支汇总 (/member/income_summary?period=ytd): from navigation start to the three totals and the
//     chart's canvas on screen.
// Usage: npm run bench:income [-- runs [lines]]   (default 5 runs, 5000 lines; prints each and the
// median; fails on any Content-Security-Policy violation)
/* global document, window, MutationObserver -- the measured code runs in the page */
import { median, startBench, watchPolicyViolations } from './bench-tools.mjs';
import { logInSeededMember } from './measure-tools.mjs';

const runs = Number(process.argv[2] ?? 5);
const lines = Number(process.argv[3] ?? 5000);

const SCREENS = [
  {
    name: '收入明细 /member/income (first page of rows + 共 N 笔，合计)',
    path: '/member/income',
    key: 'lines',
  },
  {
    name: '收支汇总 /member/income_summary?period=ytd (three totals + chart canvas)',
    path: '/member/income_summary?period=ytd',
    key: 'totals',
  },
];

const { stack, browser, seam, close } = await startBench({
  appPort: 4196,
  apiPort: 4186,
  outDir: 'dist-bench-income',
});

/** One run on a fresh seed with `lines` more lines: ms from navigation start to `ready`. */
async function measureOnce(screen) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const violations = await watchPolicyViolations(page);
  // runs in the page before the app: records when the screen is first complete
  await page.addInitScript((key) => {
    // a region is named by its heading (aria-labelledby)
    const regionText = (name) =>
      [...document.querySelectorAll('[role="region"]')].find(
        (region) =>
          document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ===
          name,
      )?.textContent ?? '';
    const ready =
      key === 'lines'
        ? () =>
            document.querySelectorAll('.ant-table-row').length >= 10 &&
            [...document.querySelectorAll('[role="status"]')].some((node) =>
              /共 \d+ 笔，合计\s*-?¥/.test(node.textContent ?? ''),
            )
        : () =>
            ['收入', '支出', '净收支'].every((name) => regionText(name).includes('¥')) &&
            Boolean(document.querySelector('figure canvas'));
    const observer = new MutationObserver(() => {
      if (window.__rendered === undefined && ready()) {
        window.__rendered = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, screen.key);
  await seam('reset');
  await seam('seedStatement', { count: lines });
  await logInSeededMember(page, stack.appOrigin);
  await page.goto(`${stack.appOrigin}${screen.path}`);
  const rendered = await page
    .waitForFunction(() => window.__rendered, undefined, { timeout: 30_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (rendered === null) {
    await page.screenshot({ path: 'test-results/bench-income-stuck.png' });
    throw new Error(`${screen.path} not rendered in 30 s (test-results/bench-income-stuck.png)`);
  }
  await context.close();
  if (violations.length > 0) throw new Error(`CSP violations on ${screen.path}: ${violations}`);
  return rendered;
}

try {
  console.log(`${lines} statement lines seeded for 13800000001; ${runs} runs per screen`);
  for (const screen of SCREENS) {
    console.log(`\n${screen.name}: navigation start -> rendered`);
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const elapsed = await measureOnce(screen);
      times.push(elapsed);
      console.log(`  run ${run}: ${elapsed.toFixed(0)} ms`);
    }
    console.log(`  median of ${runs}: ${median(times).toFixed(0)} ms`);
  }
} finally {
  await close();
}
