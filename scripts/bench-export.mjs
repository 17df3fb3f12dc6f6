#!/usr/bin/env node
// 导出 of a long statement, in Chromium, on the product as deployed: the real-API build behind
// nginx calling the HTTP mock API (scripts/deployed-stack.mjs). Each run starts from the seed
// plus 5,000 statement lines for the member (the seam's seedStatement), opens 账单
// (/member/withdrawal) and clicks 导出 账单; it measures
//   time: from the click to the browser's download of the .xlsx (every page read, the file made);
//   responsiveness: the longest main-thread task meanwhile (Long Tasks API, 50 ms and over);
//   memory: the page's JS heap before the click and its peak while exporting (sampled);
// and checks the file holds every line. Usage: npm run bench:export [-- runs [lines]]
// (default 3 runs, 5000 lines; prints each run and the medians; fails on a Content-Security-Policy
// violation or a file that is not whole)
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import {
  longTasksSince,
  median,
  startBench,
  watchLongTasks,
  watchPolicyViolations,
} from './bench-tools.mjs';
import { logInSeededMember, longTaskText } from './measure-tools.mjs';

const runs = Number(process.argv[2] ?? 3);
const lines = Number(process.argv[3] ?? 5000);
const MB = 1024 * 1024;

const { stack, browser, seam, close } = await startBench({
  appPort: 4197,
  apiPort: 4187,
  outDir: 'dist-bench-export',
});

/** The statement lines of an exported file: its sheet's rows but the header. */
const linesIn = (bytes) =>
  (strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']).match(/<row /g) ?? [])
    .length - 1;

/** One export on a fresh seed with `lines` more lines. */
async function measureOnce() {
  const context = await browser.newContext({ locale: 'zh-CN', acceptDownloads: true });
  const page = await context.newPage();
  const violations = await watchPolicyViolations(page);
  await watchLongTasks(page);
  await seam('reset');
  await seam('seedStatement', { count: lines });
  await logInSeededMember(page, stack.appOrigin);
  await page.goto(`${stack.appOrigin}/member/withdrawal`);
  await page.locator('.ant-table-row').first().waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const heapBefore = await heap();
  let heapPeak = heapBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      heapPeak = Math.max(heapPeak, await heap());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: '导出 账单' }).click();
  const file = await download;
  const elapsed = Date.now() - started;
  sampling = false;
  await sampler;

  const { longest, before: atStart } = await longTasksSince(page, clickedAt);
  const rows = linesIn(await readFile(await file.path()));
  const { bills } = await (await fetch(`${stack.apiOrigin}/__mock/snapshot`)).json();
  const statement = bills.filter((bill) => bill.userId === 1).length;
  await context.close();
  if (violations.length > 0) throw new Error(`CSP violations: ${violations}`);
  if (rows !== statement) throw new Error(`the file holds ${rows} lines of ${statement}`);
  return { elapsed, longest, atStart, heapBefore, heapPeak, rows };
}

try {
  console.log(`导出 账单 with ${lines} more statement lines for 13800000001; ${runs} runs`);
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureOnce();
    results.push(result);
    console.log(
      `  run ${run}: ${result.rows} rows in ${(result.elapsed / 1000).toFixed(2)} s, longest task ` +
        `${longTaskText(result.longest)} (${result.atStart} ` +
        `long tasks seen while the page started), JS heap ${(result.heapBefore / MB).toFixed(1)} MB before, ` +
        `${(result.heapPeak / MB).toFixed(1)} MB at most`,
    );
  }
  const of = (key) => median(results.map((result) => result[key]));
  console.log(
    `  median of ${runs}: ${(of('elapsed') / 1000).toFixed(2)} s (budget 10 s), longest task ` +
      `${longTaskText(of('longest'))} (budget 200 ms), heap peak ` +
      `${((of('heapPeak') - of('heapBefore')) / MB).toFixed(1)} MB over the page's own`,
  );
} finally {
  await close();
}
