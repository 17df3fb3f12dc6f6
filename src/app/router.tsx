import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { memberPath, paths } from '@/config/paths';
import { timedChunk } from '@/lib/chunk-recovery';
import { divisionRoute } from './division-routes';
import { loadDataBoundary, loadHomeRoute, loadShellLayout } from './home-modules';
import { redirectIfLoggedIn, requireSession } from './guard';
import { memberRoutes } from './member-routes';
import { redirectOnly } from './redirect-only';
import { RootLayout } from './layouts/root-layout';
import { SessionGate } from './layouts/session-gate';

/**
 * The pages of a layout, under one error element of their own: a page that crashes shows its
 * error inside the layout, so the header and the navigation keep working.
 */
const withinLayout = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, children },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { path: paths.root, ...redirectOnly(() => paths.login) },
      {
        path: paths.login,
        loader: redirectIfLoggedIn,
        lazy: timedChunk(() => import('./routes/login/login-route')),
      },
      {
        lazy: loadDataBoundary,
        children: [
          {
            path: paths.agreement,
            lazy: timedChunk(() => import('./routes/agreement/agreement-route')),
          },
          {
            loader: requireSession,
            shouldRevalidate: () => true,
            element: <SessionGate />,
            errorElement: <RouteError />,
            children: [
              {
                lazy: loadShellLayout,
                children: withinLayout([
                  { path: paths.home, lazy: loadHomeRoute },
                  {
                    path: paths.announcement,
                    lazy: timedChunk(() => import('./routes/shell/announcement-route')),
                  },
                  {
                    path: paths.video,
                    lazy: timedChunk(() => import('./routes/shell/video-route')),
                  },
                  {
                    path: paths.family,
                    lazy: timedChunk(() => import('./routes/shell/family-route')),
                  },
                  { path: paths.time, lazy: timedChunk(() => import('./routes/shell/time-route')) },
                  {
                    path: paths.document,
                    lazy: timedChunk(() => import('./routes/shell/document-route')),
                  },
                  {
                    path: paths.documentList,
                    lazy: timedChunk(() => import('./routes/shell/document-list-route')),
                  },
                  {
                    path: paths.storage,
                    lazy: timedChunk(() => import('./routes/shop/storage-route')),
                  },
                  {
                    path: paths.storageDetail,
                    lazy: timedChunk(() => import('./routes/shop/storage-detail-route')),
                  },
                  {
                    path: paths.myCart,
                    lazy: timedChunk(() => import('./routes/shop/my-cart-route')),
                  },
                  divisionRoute,
                ]),
              },
              {
                path: paths.pdfPreview,
                lazy: timedChunk(() => import('./routes/pdf-preview/pdf-preview-route')),
              },
              {
                path: paths.member,
                lazy: timedChunk(() => import('./layouts/member-layout')),
                children: withinLayout([
                  { index: true, ...redirectOnly(() => memberPath('member_center')) },
                  ...memberRoutes,
                ]),
              },
              { path: '*', lazy: timedChunk(() => import('./routes/not-found-route')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** The same route tree at a given URL, for integration tests. */
export const createTestRouter = (url: string) =>
  createMemoryRouter(routes, { initialEntries: [url] });
