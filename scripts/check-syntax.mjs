#!/usr/bin/env node
// Checks that the built JavaScript uses no syntax beyond the supported browsers (package.json
// "browserslist", which vite.config.ts also builds for): parses every chunk and compares each
// newer construct with the first version of each browser that understands it.
// Usage: node scripts/check-syntax.mjs [dist-folder]   (default dist)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';

const SUPPORTED = JSON.parse(readFileSync('package.json', 'utf8')).browserslist.map((query) => {
  const [, browser, version] = /^(\w+) >= ([\d.]+)$/.exec(query) ?? [];
  if (!browser) throw new Error(`Unreadable browserslist entry: ${query}`);
  return { browser, version: Number(version) };
});

/** First versions of chrome/edge, firefox and safari that parse each construct. */
const FEATURES = {
  'optional chaining (?.)': { chrome: 80, edge: 80, firefox: 74, safari: 13.1 },
  'nullish coalescing (??)': { chrome: 80, edge: 80, firefox: 72, safari: 13.1 },
  'logical assignment (||= &&= ??=)': { chrome: 85, edge: 85, firefox: 79, safari: 14 },
  'numeric separators (1_000)': { chrome: 75, edge: 79, firefox: 70, safari: 13 },
  'class fields': { chrome: 72, edge: 79, firefox: 69, safari: 14 },
  'private class members (#x)': { chrome: 84, edge: 84, firefox: 90, safari: 15 },
  'class static blocks': { chrome: 94, edge: 94, firefox: 93, safari: 16.4 },
  'top-level await': { chrome: 89, edge: 89, firefox: 89, safari: 15 },
  'regular expression lookbehind': { chrome: 62, edge: 79, firefox: 78, safari: 16.4 },
  'regular expression flag d': { chrome: 90, edge: 90, firefox: 88, safari: 15 },
  'regular expression flag v': { chrome: 112, edge: 112, firefox: 116, safari: 17 },
};

/** The constructs of FEATURES that one AST node uses. */
function featuresOf(node) {
  switch (node.type) {
    case 'ChainExpression':
      return ['optional chaining (?.)'];
    case 'LogicalExpression':
      return node.operator === '??' ? ['nullish coalescing (??)'] : [];
    case 'AssignmentExpression':
      return ['||=', '&&=', '??='].includes(node.operator)
        ? ['logical assignment (||= &&= ??=)']
        : [];
    case 'Literal':
      if (node.regex) {
        return [
          /\(\?<[=!]/.test(node.regex.pattern) && 'regular expression lookbehind',
          node.regex.flags.includes('d') && 'regular expression flag d',
          node.regex.flags.includes('v') && 'regular expression flag v',
        ].filter(Boolean);
      }
      return typeof node.value === 'number' && node.raw.includes('_')
        ? ['numeric separators (1_000)']
        : [];
    case 'PropertyDefinition':
      return ['class fields'];
    case 'PrivateIdentifier':
      return ['private class members (#x)'];
    case 'StaticBlock':
      return ['class static blocks'];
    default:
      return [];
  }
}

function* walk(node, insideFunction = false) {
  if (!node || typeof node.type !== 'string') return;
  yield [node, insideFunction];
  const nested = insideFunction || /Function/.test(node.type) || node.type === 'StaticBlock';
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') yield* walk(child, nested);
    }
  }
}

const unsupportedBy = (feature) =>
  SUPPORTED.filter(({ browser, version }) => version < (FEATURES[feature][browser] ?? Infinity));

const dir = process.argv[2] ?? 'dist';
const files = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
const problems = new Map();
for (const file of files) {
  const ast = parse(readFileSync(join(dir, 'assets', file), 'utf8'), {
    ecmaVersion: 'latest',
    sourceType: 'module',
  });
  for (const [node, insideFunction] of walk(ast)) {
    const used = featuresOf(node);
    if (node.type === 'AwaitExpression' && !insideFunction) used.push('top-level await');
    for (const feature of used) {
      const browsers = unsupportedBy(feature);
      if (browsers.length) problems.set(`${feature} in ${file}`, browsers);
    }
  }
}

const targets = SUPPORTED.map(({ browser, version }) => `${browser} ${version}`).join(', ');
if (problems.size) {
  for (const [where, browsers] of problems) {
    console.error(
      `${where}: not parsed by ${browsers.map((b) => `${b.browser} ${b.version}`).join(', ')}`,
    );
  }
  process.exit(1);
}
console.log(`${files.length} chunks in ${dir}: no syntax beyond ${targets}.`);
