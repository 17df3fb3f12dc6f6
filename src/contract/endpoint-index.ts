import { contractEntries } from './registry';

export const INDEX_HEADING = '## Endpoint index';

export interface IndexRow {
  method: string;
  /** Below `v1/front/` unless it starts with `/`; `{name}` for a path parameter. */
  path: string;
  pathFrom: string;
  shapeFrom: string;
  operation: string;
}

const shownPath = (path: string) =>
  path.replace(/^v1\/front\//, '').replace(/:([A-Za-z]\w*)/g, '{$1}');

/** One row per endpoint the app calls, by path and method. */
export function indexRows(): IndexRow[] {
  return contractEntries()
    .map(({ id, endpoint }) => ({
      method: endpoint.method,
      path: shownPath(endpoint.path),
      pathFrom: endpoint.from.path,
      shapeFrom: endpoint.from.shape,
      operation: id,
    }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The last section of docs/api.md, written by `npm run contract` (Prettier aligns it). */
export function indexSection(): string {
  const rows = indexRows().map(
    (row) =>
      `| ${row.method} | \`${row.path}\` | ${row.pathFrom} | ${row.shapeFrom} | \`${row.operation}\` |`,
  );
  return [
    INDEX_HEADING,
    '',
    'Every call the app makes, one row per method and path (below `v1/front/` unless the path',
    'starts with `/`), and where each comes from: **SPEC** when SPEC section 7 names the path or',
    'section 3 shows the fields, **designed** when this app designed it (the sections above give',
    'the designed shapes). The operation is its `operationId` in docs/openapi.json. Both are',
    'written from the endpoint declarations (`src/features/*/api/*-endpoints.ts`) by',
    '`npm run contract`; a unit test fails when either is not current.',
    '',
    '| method | path | path from | shape from | operation |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The rows of the index as docs/api.md has them. */
export function documentedRows(apiDocs: string): IndexRow[] {
  const section = apiDocs.split(new RegExp(`^${INDEX_HEADING}$`, 'm'))[1] ?? '';
  return [
    ...section.matchAll(
      /^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*`([^`]+)`\s*\|/gm,
    ),
  ].map(([, method, path, pathFrom, shapeFrom, operation]) => ({
    method,
    path,
    pathFrom,
    shapeFrom,
    operation,
  }));
}
