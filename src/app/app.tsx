import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { AppProviders } from './provider';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
