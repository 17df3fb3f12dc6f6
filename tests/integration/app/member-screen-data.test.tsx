import { waitFor } from '@testing-library/react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient } from '@/app/app-query-client';
import { memberRoutes } from '@/app/member-routes';
import { financeEndpoints } from '@/features/finance/api/finance-endpoints';
import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import { statisticsEndpoints } from '@/features/statistics/api/statistics-endpoints';
import { warehouseEndpoints } from '@/features/warehouse/api/warehouse-endpoints';
import type { NamedEndpoint } from '@/lib/endpoint-group';
import { mockServer } from '@tests/mock-backend';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';

const ORIGIN = 'http://localhost';

/** What a member screen's route asks before the screen renders, at a URL with filters. */
const SCREENS: { path: string; url: string; endpoints: NamedEndpoint[] }[] = [
  {
    path: 'withdrawal',
    url: '/member/withdrawal?type=WITHDRAW&withdrawalPage=2',
    endpoints: [
      financeEndpoints.balance,
      financeEndpoints.banks,
      financeEndpoints.bills,
      financeEndpoints.withdrawals,
    ],
  },
  {
    path: 'total_storage',
    url: '/member/total_storage?batchStatus=2&keyword=米',
    endpoints: [warehouseEndpoints.totals, warehouseEndpoints.batches, warehouseEndpoints.log],
  },
  {
    path: 'data_statistics',
    url: '/member/data_statistics?period=6m',
    endpoints: [statisticsEndpoints.sales],
  },
  {
    path: 'oncology',
    url: '/member/oncology?kind=SERVICE',
    endpoints: [medicalEndpoints.items],
  },
];

const loaderOf = (path: string) =>
  memberRoutes.find((route) => route.path === path)?.loader as LoaderFunction;

const runLoader = (path: string, url: string) =>
  loaderOf(path)({ request: new Request(`${ORIGIN}${url}`), params: {} } as LoaderFunctionArgs);

const endpointOf = (queryKey: readonly unknown[]) =>
  `${String(queryKey[0])}.${String(queryKey[1])}`;

describe('a member screen opened cold: its data is asked by its route, before it renders', () => {
  it.each(SCREENS)(
    '$path: the loader asks every query of the screen, which then reads them without asking again',
    async ({ path, url, endpoints }) => {
      await logInAs(SEEDED_MEMBER);

      // nothing is rendered yet, and the loader does not wait for the data
      expect(await runLoader(path, url)).toBeNull();
      await waitFor(() => {
        expect(appQueryClient.isFetching()).toBe(0);
        expect(
          appQueryClient
            .getQueryCache()
            .getAll()
            .map((query) => endpointOf(query.queryKey))
            .sort(),
        ).toEqual(endpoints.map((endpoint) => `${endpoint.group}.${endpoint.name}`).sort());
      });
      const asked = appQueryClient.getQueryCache().getAll();

      const requested: string[] = [];
      mockServer.events.on('request:start', ({ request }) => {
        requested.push(new URL(request.url).pathname);
      });
      await renderApp(url);

      // the screen shows the very entries the loader asked (the same keys), and asks none again
      await waitFor(() => expect(asked.every((query) => query.getObserversCount() > 0)).toBe(true));
      const screenPaths = endpoints.map((endpoint) => `/${endpoint.path}`);
      expect(requested.filter((pathname) => screenPaths.includes(pathname))).toEqual([]);
    },
  );

  it('asks nothing without a session: the guard sends the visitor to /login', async () => {
    const requested: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      requested.push(request.url);
    });

    expect(await runLoader('withdrawal', '/member/withdrawal')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(appQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
