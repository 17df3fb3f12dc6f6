import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

vi.mock('@/app/routes/shell/time-route', () => ({
  Component: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/time-route.js');
  },
}));

describe('a chunk that keeps failing', () => {
  it('explains it with a reload button that needs no other chunk, after the one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    await renderApp('/time', { loggedInAs: SEEDED_MEMBER });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(commonCopy.chunkFailedTitle);
    expect(screen.getByRole('button', { name: commonCopy.reload })).toBeInTheDocument();
  });
});
