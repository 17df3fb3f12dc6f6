import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { DetachedStyles } from './detached-styles';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the MemoryRouter starts at. */
  route?: string;
}

/** Renders a component with the app's providers (antd zh_CN, feedback, react-query) and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: ProviderOptions = {},
) {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <DetachedStyles>
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </AppProviders>
    </DetachedStyles>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
