#!/usr/bin/env node
// Runs several npm scripts at the same time and fails when any of them fails. Each script's
// output is held back and printed in one piece once it ends, with how long it took, so that the
// outputs do not interleave. The checks of `npm test` that read the code without running it
// (types, lint, the built syntax) are mostly single-threaded: side by side on two cores they
// finish well before the sum of their times.
// Usage: node scripts/run-together.mjs <script> <script> ...
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> <npm script> ...');
  process.exit(2);
}

const started = performance.now();
const run = (script) =>
  new Promise((resolve) => {
    const output = [];
    // the output goes through a pipe: keep the colours a terminal would have shown
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn('npm', ['run', '--silent', script], { env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const text = Buffer.concat(output).toString();
      process.stdout.write(
        `\n── npm run ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s\n${text}`,
      );
      resolve(ok);
    });
  });

const outcomes = await Promise.all(scripts.map(run));
process.exit(outcomes.every(Boolean) ? 0 : 1);
