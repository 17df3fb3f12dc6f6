#!/usr/bin/env node
// Moving inside the member area, in Chromium, on the product as deployed (the real-API build
// behind nginx calling the HTTP mock API, scripts/deployed-stack.mjs): from the member centre,
// each entry of the side menu is clicked in turn and timed from the click to its screen settled
// (at its path, no skeleton, spinner or held content, and so for 300 ms).
// Usage: npm run bench:side-menu [-- rounds]   (default 1 round over every entry; prints each
// round's median and its slowest screens; the first round opens each screen's code and data)
/* global document, window, location, requestAnimationFrame, Element -- runs in the page */
import { logInSeededMember } from './measure-tools.mjs';
import { median, startBench } from './bench-tools.mjs';

const rounds = Number(process.argv[2] ?? 1);
const STEADY_MS = 300;

/** Runs in the page before the app: the last click's time, and when its screen first settled. */
function recordClickToSettled() {
  const marks = {};
  window.__sideMenuMarks = marks;
  const busy = () =>
    document.querySelector(
      '.member-layout__content :is(.ant-skeleton, .ant-spin-spinning, [aria-busy="true"])',
    ) !== null;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest('a');
      if (!link) return;
      marks.clicked = performance.now();
      marks.path = new URL(link.href).pathname;
      marks.settled = undefined;
    },
    true,
  );
  const watch = () => {
    if (marks.clicked !== undefined) {
      const settled = location.pathname === marks.path && !busy();
      if (!settled) marks.settled = undefined;
      else marks.settled ??= performance.now();
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

const bench = await startBench({ appPort: 4199, apiPort: 4189, outDir: 'dist-bench-side-menu' });
try {
  const page = await bench.browser.newPage({ locale: 'zh-CN' });
  await logInSeededMember(page, bench.stack.appOrigin);
  await page.addInitScript(recordClickToSettled);
  await page.goto(`${bench.stack.appOrigin}/member/member_center`);
  await page.waitForLoadState('networkidle');

  // every group of the menu open, then its entries (the member centre's own aside)
  const menu = page.locator('nav.member-menu');
  const closedGroup = menu.locator('button[aria-expanded="false"]');
  while ((await closedGroup.count()) > 0) await closedGroup.first().click();
  const entries = (
    await menu
      .locator('a.member-menu__link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))
  ).filter(([, href]) => href !== '/member/member_center');

  const times = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, href] of entries) {
      await menu.locator(`a.member-menu__link[href="${href}"]`).click();
      const elapsed = await page
        .waitForFunction(
          (steadyMs) => {
            const marks = window.__sideMenuMarks;
            return (
              marks.settled !== undefined &&
              performance.now() - marks.settled >= steadyMs &&
              marks.settled - marks.clicked
            );
          },
          STEADY_MS,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue());
      times.push({ round, name, elapsed });
    }
  }
  console.log(`${entries.length} side-menu entries from the member centre, ${rounds} round(s)`);
  for (let round = 1; round <= rounds; round += 1) {
    const ofRound = times.filter((time) => time.round === round);
    const slowest = [...ofRound].sort((a, b) => b.elapsed - a.elapsed);
    console.log(
      `  round ${round}${round === 1 ? ' (each screen first opened)' : ''}: median ${median(
        ofRound.map((time) => time.elapsed),
      ).toFixed(0)} ms; slowest ${slowest
        .slice(0, 3)
        .map(({ name, elapsed }) => `${name} ${elapsed.toFixed(0)} ms`)
        .join(', ')}`,
    );
  }
} finally {
  await bench.close();
}
