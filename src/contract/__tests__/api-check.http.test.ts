import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentOrigin, startMockHttpApi } from '@tests/mock-http-api';
import { checkApi, type ApiCheckOptions, type CheckRow } from '../api-check';
import { formatReport } from '../api-check-report';
import { contractEntries } from '../registry';

const MEMBER = { phone: '13800000001', password: '123456' };
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let api: Awaited<ReturnType<typeof startMockHttpApi>>;
beforeAll(async () => {
  api = await startMockHttpApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(`${api.origin}/__mock/reset`, { method: 'POST' });
});

/** A fetch that notes every request it sends. */
function recordingFetch(sent: string[], inner: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    sent.push(`${init?.method ?? 'GET'} ${String(input).replace(api.origin, '')}`);
    return inner(input, init);
  };
}

type Body = { resultData: Record<string, unknown> & { list: Record<string, unknown>[] } };

/** A fetch that changes the JSON answer of the calls whose URL matches, on its way back. */
const altering =
  (matches: RegExp, change: (body: Body) => void): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    if (!matches.test(String(input))) return response;
    const body = (await response.json()) as Body;
    change(body);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

/** The medical endpoints: the answers the tests below alter, without calling the whole API. */
const medical = contractEntries().filter(({ id }) => id.startsWith('medical.'));

const check = (options: Partial<ApiCheckOptions> = {}) =>
  checkApi({
    base: `${api.origin}/`,
    login: MEMBER,
    ratePerSecond: 50,
    entries: medical,
    ...options,
  });

const rowOf = (rows: CheckRow[], id: string) => rows.find((row) => row.id === id);

describe('checkApi against the HTTP mock API', () => {
  it('parses every read-only answer with nothing missing, and sends no write but the login', async () => {
    const sent: string[] = [];
    const report = await check({ entries: undefined, fetch: recordingFetch(sent) });

    expect(report.fatal).toBeNull();
    expect(report.exitCode).toBe(0);
    const reads = contractEntries().filter(({ endpoint }) => endpoint.method === 'GET');
    expect(report.rows.map((row) => row.id)).toEqual(reads.map(({ id }) => id));
    // an id the checker found may be refused for what it is (the newest order is not shipped,
    // so it has no tracking): with a code the endpoint's contract lists
    const listed = new Map(reads.map(({ id, endpoint }) => [id, endpoint.errors ?? []]));
    for (const row of report.rows.filter((one) => one.result === 'refused')) {
      expect(listed.get(row.id), row.id).toContain(row.errorCode);
    }
    const called = report.rows.filter((row) => !['skipped', 'refused'].includes(row.result));
    expect(called.length).toBeGreaterThan(0);
    for (const row of called) {
      expect(row, row.id).toMatchObject({ status: 200, envelope: 'ok', parsed: true });
      expect(row.result, `${row.id} ${row.firstPath ?? ''}`).toBe('clean');
    }
    expect(sent.filter((request) => !request.startsWith('GET '))).toEqual([
      'POST /v1/front/ologin',
    ]);
  });

  it('calls a detail with an id from an earlier list, and a list with its first page', async () => {
    const { rows } = await check();
    expect(rowOf(rows, 'medical.consultation')).toMatchObject({
      called: expect.stringMatching(/^v1\/front\/medical\/consultation\/\d+$/),
      result: 'clean',
    });
    expect(rowOf(rows, 'medical.items')?.called).toMatch(
      /^v1\/front\/medical\/item\?pageNo=1&pageSize=10&category=\w+$/,
    );
  });

  it('names a field of another type with its path, in the row and the printed table', async () => {
    const report = await check({
      fetch: altering(/medical\/item\?/, ({ resultData }) => {
        resultData.list[0].price = '12.5元';
      }),
    });

    expect(report.exitCode).toBe(1);
    expect(rowOf(report.rows, 'medical.items')).toMatchObject({
      parsed: true,
      wrongType: ['list.0.price'],
      droppedRows: ['list.0'],
      firstPath: 'list.0.price',
      result: 'differs',
    });
    const line = formatReport(report)
      .split('\n')
      .find((text) => text.startsWith('GET v1/front/medical/item '));
    expect(line).toMatch(/of another type 1; rows dropped 1\s+list\.0\.price$/);
  });

  it('names a field the answer leaves out', async () => {
    const report = await check({
      fetch: altering(/medical\/consultation\/\d+/, ({ resultData }) => {
        delete resultData.doctorReply;
      }),
    });

    expect(report.exitCode).toBe(1);
    expect(rowOf(report.rows, 'medical.consultation')).toMatchObject({
      missing: ['doctorReply'],
      firstPath: 'doctorReply',
      result: 'differs',
    });
  });

  it('says the answer failed to parse when a field the app cannot do without is odd', async () => {
    const report = await check({
      fetch: altering(/medical\/consultation\/\d+/, ({ resultData }) => {
        resultData.consultationId = 'seven';
      }),
    });

    expect(rowOf(report.rows, 'medical.consultation')).toMatchObject({
      parsed: false,
      firstPath: 'consultationId',
      result: 'failed',
    });
    expect(formatReport(report)).toMatch(/parse failed; of another type 1\s+consultationId/);
  });

  it('lists a non-JSON answer as such, with what it was', async () => {
    const html: typeof fetch = async (input, init) =>
      /medical\/item\?/.test(String(input))
        ? new Response('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } })
        : fetch(input, init);
    const report = await check({ fetch: html });

    expect(report.exitCode).toBe(1);
    expect(rowOf(report.rows, 'medical.items')).toMatchObject({
      envelope: 'not-json',
      parsed: null,
      result: 'failed',
      reason: 'not JSON (text/html)',
    });
  });

  it('stops with one clear message when the token is refused', async () => {
    const sent: string[] = [];
    const report = await check({
      login: undefined,
      token: 'expired-token',
      fetch: recordingFetch(sent),
    });

    expect(report.exitCode).toBe(2);
    expect(report.fatal).toMatch(/^The token was refused: GET .+ answered code 000403/);
    expect(formatReport(report)).toBe(report.fatal);
    expect(sent).toHaveLength(1);
  });

  it('stops with one clear message when the login is refused', async () => {
    const report = await check({ login: { phone: MEMBER.phone, password: 'wrong' } });
    expect(report.exitCode).toBe(2);
    expect(report.fatal).toMatch(/^Login as 13800000001 \(POST v1\/front\/ologin\) failed: code/);
  });

  it('stops with one clear message when the host does not answer', async () => {
    const base = `${await silentOrigin()}/`;
    const report = await checkApi({ base, login: MEMBER });
    expect(report.exitCode).toBe(2);
    expect(report.fatal).toBe(
      `No answer from ${base} (ECONNREFUSED): check --base and that the API is running.`,
    );
  });
});

/** Runs the command line as npm run check:api does, to its exit. */
const runCli = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/check-api.mjs', ...args],
      { cwd: ROOT },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe('npm run check:api', () => {
  it('prints the report as JSON and exits 0 when every answer parsed', async () => {
    const login = ['--phone', MEMBER.phone, '--password', MEMBER.password];
    const { code, stdout } = await runCli([
      '--base',
      `${api.origin}/`,
      '--json',
      '--rate',
      '50',
      ...login,
    ]);
    const report = JSON.parse(stdout) as { exitCode: number; rows: CheckRow[] };
    expect(code).toBe(0);
    expect(report.exitCode).toBe(0);
    expect(report.rows.find((row) => row.id === 'medical.items')).toMatchObject({
      status: 200,
      envelope: 'ok',
      result: 'clean',
    });
  });

  it('refuses a base that is not an http URL with one line and exit code 2', async () => {
    const { code, stdout, stderr } = await runCli(['--base', 'api.example.com', '--token', 't']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'check-api: --base must be an http(s) URL, got api.example.com (--help for the options)\n',
    );
  });
});
