// Shared by the measuring scripts: the browser, waiting for a server, logging in.
import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH; null when neither exists. */
export const findChromium = () =>
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync) ??
  null;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function waitForServer(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not start: ${url}`);
}

/** Logs the seeded member in through the login form of a Playwright page. */
export async function logInSeededMember(page, origin) {
  await page.goto(`${origin}/login`);
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByLabel('手机号').fill('13800000001');
  await form.getByLabel('密码').fill('123456');
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/home$/);
}

/** A longest task as the Long Tasks API sees it: none shorter than 50 ms is reported. */
export const longTaskText = (ms) => (ms ? `${ms.toFixed(0)} ms` : 'under 50 ms');

/** The HTTP mock API's test seam at apiOrigin: seam('failNext', { … }) posts to /__mock/failNext. */
export const httpSeam = (apiOrigin) => (name, body) =>
  fetch(`${apiOrigin}/__mock/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }).then((response) => {
    if (!response.ok) throw new Error(`__mock/${name}: ${response.status}`);
  });
