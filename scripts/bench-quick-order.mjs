#!/usr/bin/env node
// 批量下单 of 200 pasted lines, in Chromium, on the product as deployed: the real-API build behind
// nginx calling the HTTP mock API (scripts/deployed-stack.mjs). Each run logs the seeded member in
// on a fresh seed, opens the cart's 批量下单, pastes 200 lines (the journey's twenty, ten times)
// and clicks 识别; it measures the time from the click to the preview's summary, and the longest
// main-thread task meanwhile (Long Tasks API, 50 ms and over).
// Usage: npm run bench:quick-order [-- runs]   (default 3 runs; prints each and the medians)
import { longTasksSince, median, startBench, watchLongTasks } from './bench-tools.mjs';
import { logInSeededMember, longTaskText } from './measure-tools.mjs';
import { QUICK_ORDER_LINES } from './quick-order-lines.mjs';

const runs = Number(process.argv[2] ?? 3);
const LINE_COUNT = 200;

const { stack, browser, seam, close } = await startBench({
  appPort: 4198,
  apiPort: 4188,
  outDir: 'dist-bench-quick-order',
});
const pasted = Array.from(
  { length: LINE_COUNT },
  (_, index) => QUICK_ORDER_LINES[index % QUICK_ORDER_LINES.length],
).join('\n');

async function measureOnce() {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await watchLongTasks(page);
  await seam('reset');
  await logInSeededMember(page, stack.appOrigin);
  await page.goto(`${stack.appOrigin}/my_cart`);
  await page.getByRole('button', { name: '批量下单' }).click();
  const dialog = page.getByRole('dialog', { name: '批量下单' });
  await dialog.getByRole('textbox', { name: '粘贴商品清单' }).fill(pasted);
  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  await dialog.getByRole('button', { name: '识别' }).click();
  await dialog.getByText(`共 ${LINE_COUNT} 行`, { exact: false }).waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  const { longest } = await longTasksSince(page, clickedAt);
  await context.close();
  return { elapsed, longest };
}

try {
  console.log(`批量下单 of ${LINE_COUNT} pasted lines for 13800000001; ${runs} runs`);
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureOnce();
    results.push(result);
    console.log(
      `  run ${run}: matched in ${(result.elapsed / 1000).toFixed(2)} s, longest task ${longTaskText(result.longest)}`,
    );
  }
  console.log(
    `  median of ${runs}: ${(median(results.map((r) => r.elapsed)) / 1000).toFixed(2)} s, longest ` +
      `task ${longTaskText(median(results.map((r) => r.longest)))} (budget 200 ms)`,
  );
} finally {
  await close();
}
