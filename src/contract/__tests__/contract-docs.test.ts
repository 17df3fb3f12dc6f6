import apiDocs from '/docs/api.md?raw';
import openApiFile from '/docs/openapi.json?raw';
import packageFile from '/package.json?raw';
import { documentedRows, indexRows, INDEX_HEADING } from '../endpoint-index';
import { errorMessages, everyCallCodes } from '../error-messages';
import { buildOpenApi } from '../openapi';
import { contractEntries } from '../registry';

const { version } = JSON.parse(packageFile) as { version: string };
/** Codes only the test seam's audits answer (a recharge audited twice), never an API call. */
const SEAM_ONLY_CODES = ['20604', '20605'];
const STALE = 'not current: run npm run contract';

describe('the contract written from the endpoint declarations', () => {
  const entries = contractEntries();

  it('declares each call of the API once', () => {
    const calls = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });

  it('docs/openapi.json is the document the declarations make', () => {
    expect(JSON.parse(openApiFile), `docs/openapi.json ${STALE}`).toEqual(buildOpenApi(version));
  });

  it('the endpoint index of docs/api.md lists every declared endpoint, as declared', () => {
    expect(documentedRows(apiDocs), `the index of docs/api.md ${STALE}`).toEqual(indexRows());
  });

  it('the sections above the index describe every endpoint', () => {
    const prose = apiDocs.split(new RegExp(`^${INDEX_HEADING}$`, 'm'))[0] ?? '';
    const normalise = (path: string) =>
      path
        .replace(/^\/?(v1\/front\/)?/, '')
        .replace(/:\w+|\{\w*\}/g, '{}')
        .replace(/\/$/, '');
    const described = new Set(
      [...prose.matchAll(/`(GET|POST|PUT|DELETE) \/?([^`?\s]+)/g)].map(
        ([, method, path]) => `${method} ${normalise(path)}`,
      ),
    );
    const undescribed = entries
      .map(({ endpoint }) => `${endpoint.method} ${normalise(endpoint.path)}`)
      .filter((call) => !described.has(call));
    expect(undescribed).toEqual([]);
  });

  it('every error code an endpoint lists is one the mock answers, with its message', () => {
    const messages = errorMessages();
    const unknown = entries.flatMap(({ id, endpoint }) =>
      (endpoint.errors ?? []).filter((code) => !messages.has(code)).map((code) => `${id} ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every code the mock can answer is listed by an endpoint or answered by every call', () => {
    const listed = new Set([
      ...everyCallCodes,
      ...SEAM_ONLY_CODES,
      ...entries.flatMap(({ endpoint }) => endpoint.errors ?? []),
    ]);
    expect([...errorMessages().keys()].filter((code) => !listed.has(code)).sort()).toEqual([]);
  });
});
