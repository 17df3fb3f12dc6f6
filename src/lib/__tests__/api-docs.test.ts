import apiDocs from '/docs/api.md?raw';

/**
 * docs/api.md cannot drift from the code: its endpoint index lists exactly the calls the typed
 * API modules make (method and path), each marked with where its path and shape come from.
 */
const apiModules = import.meta.glob<string>(['/src/features/*/api/*-api.ts', '/src/lib/*-api.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const apiExports = import.meta.glob<Record<string, unknown>>(
  ['/src/features/*/api/*-api.ts', '/src/lib/*-api.ts'],
  { eager: true },
);

/** `v1/front/my/bank/:userBankId` and `/common/upload` as the docs write them: `my/bank/{}`, `common/upload`. */
const normalisePath = (path: string) =>
  path
    .replace(/^\/?(v1\/front\/)?/, '')
    .replace(/:\w+|\{\w*\}/g, '{}')
    .replace(/\/$/, '');

/** Every `X_PATHS` const of the API modules, by name (a module may call with another's paths). */
function pathConsts(): Map<string, Record<string, string>> {
  const consts = new Map<string, Record<string, string>>();
  for (const exports of Object.values(apiExports)) {
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('_PATHS')) consts.set(name, value as Record<string, string>);
    }
  }
  return consts;
}

/** Every `apiClient.<method>(X_PATHS.key …)` call; `X_PATHS[expression]` stands for every key. */
function calledEndpoints(): Set<string> {
  const endpoints = new Set<string>();
  const consts = pathConsts();
  for (const [file, source] of Object.entries(apiModules)) {
    const calls = source.matchAll(
      /apiClient\.(get|post|put|delete|upload)\(\s*(?:fillPath\(\s*)?(\w+_PATHS)(?:\.(\w+)|\[)/g,
    );
    for (const [, method, constName, key] of calls) {
      const paths = consts.get(constName);
      if (!paths) throw new Error(`${file}: ${constName} is not declared in an API module`);
      const verb = method === 'upload' ? 'POST' : method.toUpperCase();
      for (const path of key === undefined ? Object.values(paths) : [paths[key]]) {
        if (path === undefined) throw new Error(`${file}: ${constName}.${key} is not declared`);
        endpoints.add(`${verb} ${normalisePath(path)}`);
      }
    }
  }
  return endpoints;
}

interface IndexRow {
  endpoint: string;
  pathFrom: string;
  shapeFrom: string;
}

/** The rows of the table under `## Endpoint index`: | method | `path` | path from | shape from | */
function indexRows(): IndexRow[] {
  const section = apiDocs.split(/^## Endpoint index$/m)[1] ?? '';
  return [
    ...section.matchAll(/^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*`([^`]+)`\s*\|([^|]+)\|([^|]+)\|/gm),
  ].map(([, method, path, pathFrom, shapeFrom]) => ({
    endpoint: `${method} ${normalisePath(path)}`,
    pathFrom: pathFrom.trim(),
    shapeFrom: shapeFrom.trim(),
  }));
}

describe('docs/api.md', () => {
  const called = calledEndpoints();
  const rows = indexRows();
  const documented = new Set(rows.map((row) => row.endpoint));

  it('finds the calls of the API modules (the parser itself works)', () => {
    expect(called).toContain('GET my/bank');
    expect(called).toContain('PUT my/bank/{}/default');
    expect(called).toContain('POST common/upload');
    expect(called.size).toBeGreaterThan(80);
  });

  it('indexes every endpoint the app calls', () => {
    expect([...called].filter((endpoint) => !documented.has(endpoint)).sort()).toEqual([]);
  });

  it('indexes no endpoint the app does not call', () => {
    expect([...documented].filter((endpoint) => !called.has(endpoint)).sort()).toEqual([]);
  });

  it('indexes each endpoint once', () => {
    expect(rows.length).toBe(documented.size);
  });

  it('says for each endpoint whether its path and its shape come from SPEC or were designed here', () => {
    const origins = new Set(['SPEC', 'designed']);
    expect(rows.filter((row) => !origins.has(row.pathFrom) || !origins.has(row.shapeFrom))).toEqual(
      [],
    );
  });

  it('describes every indexed endpoint in the sections above the index', () => {
    const sections = apiDocs.split(/^## Endpoint index$/m)[0] ?? '';
    const described = new Set(
      [...sections.matchAll(/`(GET|POST|PUT|DELETE) \/?([^`?\s]+)/g)].map(
        ([, method, path]) => `${method} ${normalisePath(path)}`,
      ),
    );
    expect([...documented].filter((endpoint) => !described.has(endpoint)).sort()).toEqual([]);
  });
});
