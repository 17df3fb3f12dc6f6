import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';
import { AppProviders } from './provider';

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
