import type { RouteObject } from 'react-router-dom';
import { DIVISION_SUB_ROUTES, hrefs, paths, type DivisionSubRoute } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-recovery';
import { redirectOnly } from './redirect-only';
import type * as divisionPages from './routes/division/division-pages';

type DivisionPages = typeof divisionPages;

/**
 * The division screens are small and share their widgets, so they load as one chunk: one
 * import() call site keeps the entry's preload list short, which the /login budget needs.
 */
const page =
  (name: keyof DivisionPages): RouteObject['lazy'] =>
  async () => ({
    Component: (await loadChunk(() => import('./routes/division/division-pages')))[name],
  });

const subPages: Record<DivisionSubRoute, keyof DivisionPages> = {
  news: 'DivisionNewsPage',
  introduction: 'DivisionIntroductionPage',
  products: 'DivisionProductsPage',
  user: 'DivisionCustomersPage',
  business: 'DivisionHonoursPage',
  group: 'DivisionTeamPage',
  message: 'DivisionMessagePage',
  store: 'DivisionStoresPage',
  development: 'DivisionDevelopmentPage',
  contact: 'DivisionContactPage',
};

/** /division and its ten sub-pages; /division alone opens the introduction, keeping ?division. */
export const divisionRoute: RouteObject = {
  path: paths.division,
  lazy: page('DivisionLayout'),
  children: [
    {
      index: true,
      ...redirectOnly((url) => `${hrefs.divisionSub('introduction')}${url.search}`),
    },
    ...DIVISION_SUB_ROUTES.map((sub) => ({ path: sub, lazy: page(subPages[sub]) })),
  ],
};
