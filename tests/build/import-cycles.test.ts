import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/check-import-cycles.mjs');

/** A project folder holding `files` (path below it -> text), with the app's '@/' alias. */
async function projectWith(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'import-cycles-'));
  const tsconfig = {
    compilerOptions: { moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
  };
  const all = { 'tsconfig.app.json': JSON.stringify(tsconfig), ...files };
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** The script's exit code and what it wrote, run on `root`. */
const check = (root: string) =>
  new Promise<{ code: number; output: string }>((done) => {
    execFile(process.execPath, [SCRIPT, root], (error, stdout, stderr) => {
      done({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });

const roots: string[] = [];
const project = async (files: Record<string, string>) => {
  const root = await projectWith(files);
  roots.push(root);
  return root;
};

afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('the import cycle check', () => {
  it('names a circle through the alias and a type-only import, and fails', async () => {
    const root = await project({
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b.ts': "import type { C } from '@/c';\nexport const b: C = 1;\n",
      'src/c.ts': "import { a } from './a';\nexport type C = number;\nexport const c = a;\n",
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output).toContain('src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts');
  });

  it('passes imports that only go down, and lazy imports that come back', async () => {
    const root = await project({
      'src/a.ts': "import { b } from '@/b';\nexport const a = b;\n",
      'src/b.ts': "export const b = 1;\nexport const later = () => import('./a');\n",
      'src/c.ts': "export { a } from './a';\nimport { b } from './b';\nexport const c = b;\n",
    });
    const { code, output } = await check(root);
    expect(code).toBe(0);
    expect(output).toContain('No import cycles among the 3 modules of src/.');
  });
});
