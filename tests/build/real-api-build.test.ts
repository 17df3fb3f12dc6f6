import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '../..');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const API_BASE_URL = 'https://api.example.com/';

/** What only the mock build may hold. */
const MOCK_TRACES: (string | RegExp)[] = [
  // the test seam in the page and over HTTP, and the report sink of the HTTP mock
  '__mockApi',
  '/__mock/',
  '/__reports',
  // msw and the mock build's worker around it ("msw" as a word: not application/msword)
  'mockServiceWorker',
  'mock-worker',
  /\bmsw\b/i,
  // the seed: the first seeded member's phone, name and e-mail
  '13800000001',
  '林晓雨',
  'linxiaoyu@example.com',
];

let outDir = '';

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A shipped file's text; the assets' .br and .gz forms (vite.config.ts) read uncompressed. */
async function textOf(file: string): Promise<string> {
  const content = await readFile(file);
  if (file.endsWith('.br')) return brotliDecompressSync(content).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(content).toString('utf8');
  return content.toString('utf8');
}

/** Each shipped file that holds `trace`, by its path in the build. */
async function filesHolding(trace: string | RegExp): Promise<string[]> {
  const files = await filesBelow(outDir);
  const holding = await Promise.all(
    files.map(async (file) => {
      const text = await textOf(file);
      return (typeof trace === 'string' ? text.includes(trace) : trace.test(text)) ? file : null;
    }),
  );
  return holding.filter((file) => file !== null).map((file) => relative(outDir, file));
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'real-api-build-'));
  // as deployed; set here so that a developer's .env cannot change what is built
  await promisify(execFile)(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        VITE_API_BASE_URL: API_BASE_URL,
        VITE_API_PROXY_TARGET: '',
        VITE_PDF_PREVIEW_ORIGINS: 'https://media.example.com',
        VITE_ERROR_REPORT_URL: 'https://errors.example.com/collect',
      },
    },
  );
}, 180_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the real-API build', () => {
  it('is read whole: the API it calls is in its code', async () => {
    expect(await filesHolding(API_BASE_URL)).not.toEqual([]);
  });

  it.each(MOCK_TRACES.map((trace) => [String(trace), trace]))(
    'ships nothing of the mock: %s',
    async (_, trace) => {
      expect(await filesHolding(trace)).toEqual([]);
    },
  );
});
