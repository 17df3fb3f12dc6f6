#!/usr/bin/env node
// Lighthouse (desktop preset) against the mock-mode build. Usage: npm run lighthouse [-- /path]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, findChromium, startMockPreview } from './mock-preview.mjs';

const PORT = 4174;
const route = process.argv[2] ?? '/login';
const chrome = findChromium();
if (!chrome) {
  console.error('No Chromium found: set CHROME_PATH.');
  process.exit(1);
}

const preview = await startMockPreview('dist-lighthouse', PORT);
const slug = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
const report = `reports/lighthouse-${slug}.json`;
try {
  const url = `${preview.origin}${route}`;
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
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
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
  preview.stop();
}
