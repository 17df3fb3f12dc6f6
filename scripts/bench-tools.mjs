// Shared by the benchmarks of the deployed product: the stack and its browser, the page's long
// tasks, and the median of the runs.
/* global document, window -- the watching code runs in the page */
import { chromium } from '@playwright/test';
import { startDeployedStack } from './deployed-stack.mjs';
import { CHROMIUM_FLAGS, findChromium, httpSeam } from './measure-tools.mjs';

/**
 * The product as deployed on its own ports (scripts/deployed-stack.mjs), a Chromium to measure
 * it with and the HTTP mock API's seam; `close` stops them.
 */
export async function startBench(ports) {
  const stack = await startDeployedStack(ports);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_FLAGS,
  });
  return {
    stack,
    browser,
    seam: httpSeam(stack.apiOrigin),
    close: async () => {
      await browser.close();
      stack.stop();
    },
  };
}

/**
 * The Content-Security-Policy violations the page meets, as they come (a report-only policy,
 * Trusted Types in deploy/nginx, blocks nothing and is left out).
 */
export async function watchPolicyViolations(page) {
  const violations = [];
  await page.exposeBinding('__reportViolation', (_source, text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition === 'enforce') {
        window.__reportViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      }
    });
  });
  return violations;
}

/** From before the app starts, the page keeps every long task (50 ms and over) it runs. */
export const watchLongTasks = (page) =>
  page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry);
    }).observe({ type: 'longtask', buffered: true });
  });

/**
 * The longest task still running at or after `since` (the page's performance.now()), 0 when
 * none; and how many ended before it, which shows that the observer sees them.
 */
export const longTasksSince = (page, since) =>
  page.evaluate(
    (from) => ({
      longest: window.__longTasks
        .filter((task) => task.startTime + task.duration >= from)
        .reduce((most, task) => Math.max(most, task.duration), 0),
      before: window.__longTasks.filter((task) => task.startTime + task.duration < from).length,
    }),
    since,
  );

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
