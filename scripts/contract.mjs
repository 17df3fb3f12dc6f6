#!/usr/bin/env node
// Writes the API contract's documents from the endpoint declarations (src/features/*/api/
// *-endpoints.ts): docs/openapi.json and the endpoint index closing docs/api.md.
// Usage: node scripts/contract.mjs [--check]   (--check: exit 1 when either is not current)
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { createModuleLoader, ROOT } from './vite-modules.mjs';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const OPENAPI_FILE = resolve(ROOT, 'docs/openapi.json');
const API_DOCS_FILE = resolve(ROOT, 'docs/api.md');

const vite = await createModuleLoader({ mode: 'mock' });
let documents;
try {
  const { buildOpenApi } = await vite.ssrLoadModule('/src/contract/openapi.ts');
  const { INDEX_HEADING, indexSection } = await vite.ssrLoadModule(
    '/src/contract/endpoint-index.ts',
  );
  const { version } = JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8'));
  const apiDocs = await readFile(API_DOCS_FILE, 'utf8');
  const [prose] = apiDocs.split(new RegExp(`^${INDEX_HEADING}$`, 'm'));
  const format = async (text, filepath) =>
    prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  documents = [
    [OPENAPI_FILE, await format(JSON.stringify(buildOpenApi(version)), OPENAPI_FILE)],
    [API_DOCS_FILE, await format(`${prose}${indexSection()}`, API_DOCS_FILE)],
  ];
} finally {
  await vite.close();
}

const stale = [];
for (const [file, text] of documents) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === text) continue;
  stale.push(file);
  if (!values.check) await writeFile(file, text);
}
const names = stale.map((file) => file.slice(ROOT.length + 1)).join(', ');
if (values.check && stale.length) {
  console.error(`contract: ${names} not current: run npm run contract`);
  process.exit(1);
}
console.log(stale.length ? `contract: wrote ${names}` : 'contract: documents are current');
