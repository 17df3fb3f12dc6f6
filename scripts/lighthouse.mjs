#!/usr/bin/env node
// Lighthouse (desktop preset) against the mock-mode build. Usage: npm run lighthouse [-- /path]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const PORT = 4174;
const route = process.argv[2] ?? '/login';
const chrome =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chrome) {
  console.error('No Chromium found: set CHROME_PATH.');
  process.exit(1);
}

execFileSync(
  'npx',
  ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-lighthouse', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
const server = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--outDir',
    'dist-lighthouse',
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  {
    stdio: 'ignore',
    detached: true,
  },
);

async function waitForServer(url) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not start: ${url}`);
}

const slug = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
const report = `reports/lighthouse-${slug}.json`;
try {
  const url = `http://127.0.0.1:${PORT}${route}`;
  await waitForServer(url);
  mkdirSync('reports', { recursive: true });
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  for (const category of Object.values(categories)) {
    console.log(`${String(Math.round(category.score * 100)).padStart(4)}  ${category.title}`);
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`        - ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  console.log(`\nFull report: ${report}`);
} finally {
  process.kill(-server.pid);
}
