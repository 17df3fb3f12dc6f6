#!/usr/bin/env node
// Time from clicking 提交订单 to the pay confirmation (实付金额) in Chromium, on the product as
// deployed: the real-API build behind nginx calling the HTTP mock API (scripts/deployed-stack.mjs).
// Usage: npm run bench:order [-- runs]   (default 5 runs; prints each and the median)
/* global document, MutationObserver -- the measured code runs in the page */
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, logInSeededMember } from './measure-tools.mjs';

const runs = Number(process.argv[2] ?? 5);
const executablePath = findChromium() ?? undefined;

const stack = await startDeployedStack({ appPort: 4194, apiPort: 4184, outDir: 'dist-bench' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });

/** One run on a fresh seed: open the cart's order dialog, then time submit -> pay confirmation. */
async function measureOnce() {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await fetch(`${stack.apiOrigin}/__mock/reset`, { method: 'POST' });
  await logInSeededMember(page, stack.appOrigin);
  await page.goto(`${stack.appOrigin}/my_cart`);
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', { name: '请确认订单信息' });
  const submit = dialog.getByRole('button', { name: '提交订单' });
  await submit.waitFor();
  // the default address is chosen and the goods checked against it
  await dialog.getByRole('radio', { name: '林晓雨 13800000001', checked: true }).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal button')].some(
      (button) => button.textContent === '提交订单' && !button.disabled,
    ),
  );
  const elapsed = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('.ant-modal button')].find(
          (candidate) => candidate.textContent === '提交订单',
        );
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('.pay-confirmation')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        button.click();
        setTimeout(() => resolve(null), 15_000);
      }),
  );
  if (elapsed === null) {
    await page.screenshot({ path: 'test-results/bench-order-stuck.png' });
    throw new Error(
      `No pay confirmation 15 s after 提交订单 (screenshot: test-results/bench-order-stuck.png):\n${await dialog.innerText()}`,
    );
  }
  await context.close();
  return elapsed;
}

try {
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const elapsed = await measureOnce();
    times.push(elapsed);
    console.log(`run ${run}: ${elapsed.toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${runs}: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
} finally {
  await browser.close();
  stack.stop();
}
