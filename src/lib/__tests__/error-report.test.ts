// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { mockServer } from '@tests/mock-backend';
import { sampleUser } from '@tests/sample-user';
import { apiClient } from '../api-client';
import { ApiError } from '../api-error';
import { DESIGNED, endpoint } from '../endpoint';
import {
  installErrorReporting,
  reportError,
  reportParseFailure,
  uninstallErrorReporting,
} from '../error-report';
import type { ReportBatch } from '../error-reporter';
import * as v from 'valibot';
import { fen } from '../schema';

const REPORT_URL = 'https://reports.example.com/collect';

let beacon: Mock<(url: string, body: string) => boolean>;

const sentBatches = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as ReportBatch);
const sentReports = () => sentBatches().flatMap((batch) => batch.reports);

/** Starts reporting and waits for its sending code, as the app's start-up does. */
async function startReporting(): Promise<void> {
  installErrorReporting(REPORT_URL, 'index-abc.js');
  await vi.dynamicImportSettled();
}

const leavePage = () => window.dispatchEvent(new Event('pagehide'));

function rejectUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.history.pushState({}, '', '/storage?keyword=13800000001');
});

afterEach(() => {
  uninstallErrorReporting();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.restoreAllMocks();
});

describe('error reports', () => {
  it('listens to nothing and sends nothing without a report URL', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    installErrorReporting(null);
    await vi.dynamicImportSettled();
    expect(listen).not.toHaveBeenCalled();

    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    reportError('route', new Error('route boom'));
    reportParseFailure('get', 'v1/front/goods/1', 'price');
    leavePage();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends an uncaught error when the page is left, with its path and no query string', async () => {
    await startReporting();
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        filename: 'https://members.example.com/assets/index-abc.js?v=2',
        lineno: 3,
        colno: 14,
      }),
    );
    expect(beacon, 'batched, not sent at once').not.toHaveBeenCalled();
    leavePage();

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(REPORT_URL);
    expect(sentBatches()).toEqual([
      {
        build: 'index-abc.js',
        reports: [
          expect.objectContaining({
            kind: 'error',
            message: 'Uncaught TypeError: x is undefined',
            where: 'https://members.example.com/assets/index-abc.js:3:14',
            page: '/storage',
          }),
        ],
      },
    ]);
    expect(beacon.mock.calls[0]?.[1]).not.toContain('13800000001');
  });

  it('tells failed chunks from other rejections, leaves API failures out and sends when hidden', async () => {
    await startReporting();
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js');
    rejectUnhandled(new ApiError('business', '余额不足', '30232'));
    rejectUnhandled(chunk);
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: chunk }));
    rejectUnhandled('a plain text');
    rejectUnhandled({ phone: '13800000001' });

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));

    expect(sentReports().map(({ kind, message }) => [kind, message])).toEqual([
      ['chunk', 'TypeError: Failed to fetch dynamically imported module: /assets/a-1.js'],
      ['unhandledrejection', 'a plain text'],
      ['unhandledrejection', '[object Object]'],
    ]);
  });

  it('keeps what happened before its sending code arrived', async () => {
    installErrorReporting(REPORT_URL, null);
    reportError('route', new Error('the page crashed'));
    reportError('route', new TypeError('Failed to fetch dynamically imported module: /b.js'));
    await vi.dynamicImportSettled();
    leavePage();
    expect(sentReports().map(({ kind, message }) => [kind, message])).toEqual([
      ['route', 'Error: the page crashed'],
      ['chunk', 'TypeError: Failed to fetch dynamically imported module: /b.js'],
    ]);
  });

  it('drops a batch it cannot send, without reporting that or trying again', async () => {
    beacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    const fetchStub = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await startReporting();
    reportError('route', new Error('the page crashed'));
    leavePage();
    await Promise.resolve();
    leavePage();
    expect(beacon).toHaveBeenCalledTimes(1);

    beacon.mockReturnValue(false);
    reportError('route', new Error('another crash'));
    leavePage();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    leavePage();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('reports an answer that fails its schema by its endpoint and where it failed, not its data', async () => {
    useSessionStore.getState().startSession('token-1', sampleUser);
    mockServer.use(
      http.get('*/v1/front/test/consultation/:id', () =>
        HttpResponse.json({
          resultStatus: true,
          resultData: { lines: [{ price: 100 }, { price: 12.5 }], phone: '13800000001' },
          errorMessage: null,
          errorCode: null,
        }),
      ),
    );
    await startReporting();
    const schema = v.object({ lines: v.array(v.object({ price: fen() })) });
    await expect(
      apiClient.call(
        endpoint({
          method: 'GET',
          path: 'v1/front/test/consultation/:consultationId',
          answer: schema,
          from: DESIGNED,
        }),
        { path: { consultationId: '20240612000123' } },
      ),
    ).rejects.toMatchObject({ kind: 'parse' });
    leavePage();

    expect(sentReports()).toEqual([
      expect.objectContaining({
        kind: 'parse',
        endpoint: 'GET v1/front/test/consultation/:consultationId',
        issuePath: 'lines.1.price',
        page: '/storage',
      }),
    ]);
    expect(beacon.mock.calls[0]?.[1]).not.toMatch(/13800000001|12\.5|20240612000123/);
  });
});
