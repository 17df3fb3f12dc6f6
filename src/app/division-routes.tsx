import { redirect, type RouteObject } from 'react-router-dom';
import { DIVISION_SUB_ROUTES, hrefs, paths, type DivisionSubRoute } from '@/config/paths';

const subPages: Record<DivisionSubRoute, RouteObject['lazy']> = {
  news: () => import('./routes/division/news-route'),
  introduction: () => import('./routes/division/introduction-route'),
  products: () => import('./routes/division/products-route'),
  user: () => import('./routes/division/user-route'),
  business: () => import('./routes/division/business-route'),
  group: () => import('./routes/division/group-route'),
  message: () => import('./routes/division/message-route'),
  store: () => import('./routes/division/store-route'),
  development: () => import('./routes/division/development-route'),
  contact: () => import('./routes/division/contact-route'),
};

/** /division and its ten sub-pages; /division alone opens the introduction, keeping ?division. */
export const divisionRoute: RouteObject = {
  path: paths.division,
  lazy: () => import('./routes/division/division-layout-route'),
  children: [
    {
      index: true,
      loader: ({ request }) =>
        redirect(`${hrefs.divisionSub('introduction')}${new URL(request.url).search}`),
    },
    ...DIVISION_SUB_ROUTES.map((sub) => ({ path: sub, lazy: subPages[sub] })),
  ],
};
