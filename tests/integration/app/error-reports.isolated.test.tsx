import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import {
  installErrorReporting,
  setReportedPage,
  uninstallErrorReporting,
} from '@/lib/error-report';
import type { ReportBatch } from '@/lib/error-reporter';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

vi.mock('@/app/routes/shell/announcement-route', () => ({
  Component: () => {
    throw new Error('a page that crashes while rendering');
  },
}));

vi.mock('@/app/routes/shell/time-route', () => ({
  Component: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/time-route.js');
  },
}));

const REPORT_URL = 'https://errors.example.com/collect';

/** Reports on, with the beacon in the test's hand; what it sent when the page is left. */
async function reportingTo(): Promise<() => ReportBatch['reports']> {
  const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  installErrorReporting(REPORT_URL, 'index-abc.js');
  await vi.dynamicImportSettled();
  return () => {
    window.dispatchEvent(new Event('pagehide'));
    return beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as ReportBatch).reports);
  };
}

afterEach(() => {
  uninstallErrorReporting();
  setReportedPage(() => window.location.pathname);
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('error screens are reported', () => {
  it('reports the route error screen of a page that crashed, without its query string', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = await reportingTo();
    const { router } = await renderApp('/announcement?keyword=13800000001', {
      loggedInAs: SEEDED_MEMBER,
    });
    // as main.tsx does with the app's router
    setReportedPage(() => router.state.location.pathname);
    expect(await screen.findByText(commonCopy.errorTitle)).toBeInTheDocument();

    expect(sent()).toEqual([
      expect.objectContaining({
        kind: 'route',
        message: 'Error: a page that crashes while rendering',
        page: '/announcement',
      }),
    ]);
  });

  it('reports a chunk that keeps failing as a chunk failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    const sent = await reportingTo();
    const { router } = await renderApp('/time', { loggedInAs: SEEDED_MEMBER });
    setReportedPage(() => router.state.location.pathname);
    expect(await screen.findByRole('alert')).toHaveTextContent(commonCopy.chunkFailedTitle);

    expect(sent()).toEqual([
      expect.objectContaining({
        kind: 'chunk',
        message: 'TypeError: Failed to fetch dynamically imported module: /assets/time-route.js',
        page: '/time',
      }),
    ]);
  });
});
