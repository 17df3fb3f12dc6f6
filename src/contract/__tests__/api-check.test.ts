import { describe, expect, it } from 'vitest';
import { endpoint, DESIGNED } from '@/lib/endpoint';
import * as v from 'valibot';
import { int, list, paged, text } from '@/lib/schema';
import { checkApi, joinUrl } from '../api-check';
import { formatReport, reportJson } from '../api-check-report';
import type { ContractEntry } from '../registry';

const orderSchema = v.object({ orderId: int(), orderNo: text() });

const entries: ContractEntry[] = [
  {
    id: 'orders.list',
    endpoint: endpoint({
      method: 'GET',
      path: 'v1/front/order',
      query: v.object({ pageNo: v.number(), pageSize: v.number() }),
      answer: paged(orderSchema),
      from: DESIGNED,
    }),
  },
  {
    id: 'orders.detail',
    endpoint: endpoint({
      method: 'GET',
      path: 'v1/front/order/:orderId',
      answer: orderSchema,
      from: DESIGNED,
    }),
  },
  {
    id: 'invoice.detail',
    endpoint: endpoint({
      method: 'GET',
      path: 'v1/front/invoice/:invoiceId',
      answer: orderSchema,
      from: DESIGNED,
    }),
  },
  {
    id: 'auth.logout',
    endpoint: endpoint({
      method: 'GET',
      path: 'v1/front/loginout',
      answer: list(int()),
      changesState: true,
      from: DESIGNED,
    }),
  },
  {
    id: 'orders.cancel',
    endpoint: endpoint({
      method: 'DELETE',
      path: 'v1/front/order/:orderId',
      answer: int(),
      from: DESIGNED,
    }),
  },
];

const envelope = (resultData: unknown) =>
  Response.json({ resultStatus: true, resultData, errorCode: null, errorMessage: null });

interface Sent {
  method: string;
  url: string;
  token: string | null;
}

/** A stand-in API: one order in the list and its detail. */
function fakeApi(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? 'GET', url, token: headers.get('accessToken') });
    if (url.includes('/v1/front/order?')) {
      return envelope({ list: [{ orderId: 9, orderNo: 'A9' }], total: 1 });
    }
    if (url.endsWith('/v1/front/order/9')) return envelope({ orderId: 9, orderNo: 'A9' });
    return new Response('not found', { status: 404 });
  };
}

const BASE = 'https://api.example.com/gateway/';

describe('checkApi', () => {
  it('calls below the base with the token, chains ids, and never calls a write or logout', async () => {
    const sent: Sent[] = [];
    const report = await checkApi({ base: BASE, token: 't0k', entries, fetch: fakeApi(sent) });

    expect(sent).toEqual([
      { method: 'GET', url: `${BASE}v1/front/order?pageNo=1&pageSize=10`, token: 't0k' },
      { method: 'GET', url: `${BASE}v1/front/order/9`, token: 't0k' },
    ]);
    expect(report.rows.map(({ id, result, reason }) => ({ id, result, reason }))).toEqual([
      { id: 'orders.list', result: 'clean', reason: null },
      { id: 'orders.detail', result: 'clean', reason: null },
      { id: 'invoice.detail', result: 'skipped', reason: 'no invoiceId in an earlier answer' },
      { id: 'auth.logout', result: 'skipped', reason: 'changes state on the server' },
    ]);
    expect(report.writesNotCalled).toBe(1);
    expect(report.exitCode).toBe(0);
  });

  it('lists every endpoint as not reached when the time bound is spent, and fails', async () => {
    const sent: Sent[] = [];
    const report = await checkApi({
      base: BASE,
      token: 't0k',
      entries,
      totalMs: 0,
      fetch: fakeApi(sent),
    });

    expect(sent).toEqual([]);
    expect(report.rows.filter((row) => row.result === 'not-reached')).toHaveLength(3);
    expect(report.exitCode).toBe(1);
    expect(report.notes).toContain(
      'The time bound (--total) ran out: the endpoints left were not called.',
    );
  });

  it('sends no more requests than the rate allows within the time bound', async () => {
    const sent: Sent[] = [];
    const lists = ['a', 'b', 'c'].map((name) => ({
      id: `lists.${name}`,
      endpoint: endpoint({
        method: 'GET',
        path: `v1/front/${name}`,
        answer: int(),
        from: DESIGNED,
      }),
    }));
    const answering: typeof fetch = async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: String(input), token: null });
      return envelope(1);
    };
    // one request a second for 1.5 s: the first now, the second a second later, no third
    const report = await checkApi({
      base: BASE,
      token: 't0k',
      entries: lists,
      ratePerSecond: 1,
      totalMs: 1500,
      fetch: answering,
    });

    expect(sent.map(({ url }) => url)).toEqual([`${BASE}v1/front/a`, `${BASE}v1/front/b`]);
    expect(report.rows.map((row) => row.result)).toEqual(['clean', 'clean', 'not-reached']);
  });

  it('lists a call that gets no answer in time, once the host has answered', async () => {
    const sent: Sent[] = [];
    const answering = fakeApi(sent);
    const hanging: typeof fetch = (input, init) =>
      String(input).endsWith('/order/9')
        ? new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          )
        : answering(input, init);
    const report = await checkApi({
      base: BASE,
      token: 't0k',
      entries,
      timeoutMs: 20,
      fetch: hanging,
    });

    expect(report.rows[1]).toMatchObject({
      id: 'orders.detail',
      result: 'failed',
      reason: 'no answer (timed out after 20 ms)',
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports an answer that is JSON but not an envelope', async () => {
    const report = await checkApi({
      base: BASE,
      token: 't0k',
      entries: entries.slice(0, 1),
      fetch: async () => Response.json({ list: [] }),
    });
    expect(report.rows[0]).toMatchObject({
      status: 200,
      envelope: 'not-envelope',
      reason: 'not the {resultStatus, resultData} envelope',
    });
    expect(formatReport(report)).toContain('not an envelope');
  });

  it('stops when the login answers a web page instead of the API', async () => {
    const report = await checkApi({
      base: BASE,
      login: { phone: '13800000001', password: 'x' },
      entries,
      fetch: async () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    expect(report.exitCode).toBe(2);
    expect(report.fatal).toBe(
      "Login as 13800000001 (POST v1/front/ologin) failed: the answer is not JSON (text/html), so --base may not be the API's host.",
    );
  });
});

describe('the printed report', () => {
  it('has a row per endpoint and a summary; the JSON carries each row with its outcome', async () => {
    const report = await checkApi({ base: BASE, token: 't', entries, fetch: fakeApi([]) });
    const lines = formatReport(report).split('\n');

    expect(lines[0]).toMatch(/^ENDPOINT\s+HTTP\s+ENVELOPE\s+OUTCOME\s+FIRST PATH$/);
    expect(lines[1]).toMatch(/^GET v1\/front\/order\s+200\s+ok\s+parsed$/);
    expect(lines[3]).toMatch(
      /^GET v1\/front\/invoice\/:invoiceId\s+-\s+-\s+skipped: no invoiceId in an earlier answer$/,
    );
    expect(lines).toContain(
      `4 read-only endpoints on ${BASE}: 2 parsed clean, 0 parsed with fields missing or odd, 0 refused with an error code their contract lists, 0 failed, 2 skipped, 0 not reached; 1 that write were not called.`,
    );
    const json = JSON.parse(reportJson(report)) as { rows: { outcome: string }[] };
    expect(json.rows.map((row) => row.outcome)).toEqual([
      'parsed',
      'parsed',
      'skipped: no invoiceId in an earlier answer',
      'skipped: changes state on the server',
    ]);
  });
});

describe('joinUrl', () => {
  it('joins every path below the base, as the app does', () => {
    expect(joinUrl('http://h:1/', '/common/payOne')).toBe('http://h:1/common/payOne');
    expect(joinUrl('http://h:1/api', 'v1/front/info')).toBe('http://h:1/api/v1/front/info');
  });
});
