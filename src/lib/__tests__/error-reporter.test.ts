import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReporter,
  sendBatch,
  type RawReport,
  type ReportBatch,
  type ReporterOptions,
} from '../error-reporter';

const URL = 'https://reports.example.com/collect';
const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

const raw = (overrides: Partial<RawReport> = {}): RawReport => ({
  kind: 'error',
  message: 'TypeError: x is undefined',
  where: 'https://members.example.com/assets/index-abc.js:1:200',
  page: '/member/my_cart',
  time: T0,
  ...overrides,
});

function setUp(options: Partial<ReporterOptions> = {}) {
  const send = vi.fn<(url: string, body: string) => void>();
  const reporter = createReporter({ url: URL, build: 'index-abc.js', send, ...options });
  const batches = () => send.mock.calls.map(([, body]) => JSON.parse(body) as ReportBatch);
  const sentReports = () => batches().flatMap((batch) => batch.reports);
  return { reporter, send, batches, sentReports };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('error reporter', () => {
  it('sends what gathered within a few seconds as one batch to the report URL', () => {
    const { reporter, send, batches } = setUp();
    reporter.add(raw());
    reporter.add(raw({ kind: 'route', message: 'Error: boom', where: 'a.js:2:3' }));
    expect(send).not.toHaveBeenCalled();

    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe(URL);
    expect(batches()).toEqual([
      {
        build: 'index-abc.js',
        reports: [
          {
            kind: 'error',
            message: 'TypeError: x is undefined',
            where: 'https://members.example.com/assets/index-abc.js:1:200',
            page: '/member/my_cart',
            time: '2026-01-05T08:00:00.000Z',
          },
          expect.objectContaining({ kind: 'route', message: 'Error: boom' }),
        ],
      },
    ]);
  });

  it('sends at once when a batch is full, and whatever waits when flushed', () => {
    const { reporter, send, sentReports } = setUp({ batchSize: 3 });
    for (const n of [1, 2, 3]) reporter.add(raw({ message: `Error ${n}` }));
    expect(send).toHaveBeenCalledTimes(1);

    reporter.add(raw({ message: 'Error 4' }));
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sentReports().map((report) => report.message)).toEqual([
      'Error 1',
      'Error 2',
      'Error 3',
      'Error 4',
    ]);
    reporter.flush();
    vi.advanceTimersByTime(60_000);
    expect(send, 'nothing left to send').toHaveBeenCalledTimes(2);
  });

  it('sends the same failure at the same place once a page life', () => {
    const { reporter, sentReports } = setUp();
    reporter.add(raw());
    reporter.add(raw({ time: T0 + 1000 }));
    reporter.add(raw({ where: 'https://members.example.com/assets/cart-def.js:9:9' }));
    reporter.add(raw({ kind: 'unhandledrejection' }));
    reporter.flush();
    vi.advanceTimersByTime(120_000);
    reporter.add(raw());
    reporter.flush();
    expect(sentReports().map((report) => [report.kind, report.where])).toEqual([
      ['error', 'https://members.example.com/assets/index-abc.js:1:200'],
      ['error', 'https://members.example.com/assets/cart-def.js:9:9'],
      ['unhandledrejection', 'https://members.example.com/assets/index-abc.js:1:200'],
    ]);
  });

  it('sends at most 10 reports a minute and 50 a page life', () => {
    const { reporter, sentReports } = setUp({ batchSize: 100 });
    let n = 0;
    const burst = (count: number) => {
      for (let i = 0; i < count; i += 1) reporter.add(raw({ message: `Error ${(n += 1)}` }));
      reporter.flush();
    };
    burst(25);
    expect(sentReports()).toHaveLength(10);
    vi.advanceTimersByTime(59_000);
    burst(5);
    expect(sentReports(), 'still the same minute').toHaveLength(10);
    for (let minute = 0; minute < 8; minute += 1) {
      vi.advanceTimersByTime(60_000);
      burst(12);
    }
    expect(sentReports()).toHaveLength(50);
    expect(sentReports()[10]?.message).toBe('Error 31');
  });

  it('sends no query string, phone or card number, token or id of the page it came from', () => {
    const { reporter, sentReports } = setUp();
    const stack = [
      'Error: 13800000001 not found',
      ...Array.from(
        { length: 20 },
        (_, i) => `    at f${i} (https://m.example.com/assets/a.js?v=1:1:${i})`,
      ),
    ].join('\n');
    reporter.add(
      raw({
        message:
          'Error: no member 13800000001 at https://m.example.com/storage?keyword=口罩&phone=13800000001',
        where: 'https://m.example.com/assets/a.js?token=abc:1:2',
        stack,
      }),
    );
    reporter.add(
      raw({
        message: 'Error: token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl refused',
      }),
    );
    reporter.add(
      raw({
        kind: 'parse',
        message: 'Answer failed its schema',
        where: undefined,
        call: {
          method: 'get',
          url: 'https://api.example.com/v1/front/medical/consultation/20240612000123?phone=13800000001',
          issuePath: 'list.3.price',
        },
      }),
    );
    reporter.flush();
    const [first, second, parse] = sentReports();
    expect(first?.message).toBe('Error: no member [number] at https://m.example.com/storage');
    expect(first?.where).toBe('https://m.example.com/assets/a.js:1:2');
    expect(first?.stack?.split('\n')).toHaveLength(8);
    expect(first?.stack).toContain('(https://m.example.com/assets/a.js:1:3)');
    expect(first?.stack).not.toMatch(/13800000001|\?v=1/);
    expect(second?.message).toBe('Error: token [secret] refused');
    expect(parse).toMatchObject({
      kind: 'parse',
      endpoint: 'GET v1/front/medical/consultation/:id',
      issuePath: 'list.3.price',
    });
    expect(JSON.stringify(sentReports())).not.toContain('13800000001');
  });

  it('drops a batch it cannot send and never reports that failure', () => {
    const send = vi.fn<(url: string, body: string) => void>(() => {
      throw new Error('network down');
    });
    const { reporter } = setUp({ send });
    reporter.add(raw());
    expect(() => reporter.flush()).not.toThrow();
    reporter.add(raw({ message: 'Error: another' }));
    expect(() => vi.advanceTimersByTime(5000)).not.toThrow();
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([, body]) => JSON.parse(body) as ReportBatch);
    expect(first?.reports).toHaveLength(1);
    expect(second?.reports.map((report) => report.message)).toEqual(['Error: another']);
  });
});

describe('sending a batch', () => {
  it('uses sendBeacon, and fetch with keepalive only when the beacon is refused', () => {
    const beacon = vi.fn(() => true);
    const post = vi.fn(() => Promise.resolve(new Response(null)));
    sendBatch(URL, '{"reports":[]}', { beacon, post });
    expect(beacon).toHaveBeenCalledWith(URL, '{"reports":[]}');
    expect(post).not.toHaveBeenCalled();

    beacon.mockReturnValue(false);
    sendBatch(URL, '{"reports":[]}', { beacon, post });
    expect(post).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });

  it('swallows a refused fetch and a throwing beacon', async () => {
    const post = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const beacon = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(() => sendBatch(URL, '{}', { beacon, post })).not.toThrow();
    expect(() => sendBatch(URL, '{}', { post })).not.toThrow();
    expect(post).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
  });
});
