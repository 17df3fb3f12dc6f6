#!/usr/bin/env node
// Runs the README test command (`npm test`) one stage at a time and prints how long each took,
// with the machine's load average, so that the suite's budgets are measured rather than guessed.
// The stages are read from package.json's "test" script, so they cannot drift from it.
// Usage: npm run test:timing          (stops at the first failing stage, as npm test does)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const BUDGETS_SECONDS = { 'test:unit': 180, 'test:e2e': 360, total: 600 };

const testScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts.test;
const stages = testScript.split('&&').map((part) => {
  const match = /^\s*npm run ([\w:-]+)\s*$/.exec(part);
  if (!match) throw new Error(`Unexpected stage in the test script: ${part}`);
  return match[1];
});

const seconds = (start) => (performance.now() - start) / 1000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const results = [];
const started = performance.now();
let failed = null;
for (const stage of stages) {
  console.log(`\n▶ npm run ${stage}   (load average ${load()})`);
  const stageStart = performance.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  results.push({ stage, seconds: seconds(stageStart), ok: status === 0 });
  if (status !== 0) {
    failed = stage;
    break;
  }
}
results.push({ stage: 'total', seconds: seconds(started), ok: failed === null });

console.log(`\nnpm test, stage by stage (${cpus().length} cores, load average now ${load()}):`);
for (const { stage, seconds: taken, ok } of results) {
  const budget = BUDGETS_SECONDS[stage];
  const verdict =
    budget === undefined
      ? ''
      : taken <= budget
        ? `  (budget ${budget} s)`
        : `  OVER the budget of ${budget} s`;
  console.log(
    `  ${stage.padEnd(14)} ${taken.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}${verdict}`,
  );
}
process.exit(failed ? 1 : 0);
