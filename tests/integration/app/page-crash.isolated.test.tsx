import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, navCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

vi.mock('@/app/routes/shell/announcement-route', () => ({
  Component: () => {
    throw new Error('a page that crashes while rendering');
  },
}));

describe('a page that crashes', () => {
  it('shows its error inside the shell, with the header and navigation still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/announcement', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: navCopy.greeting('林美女') })).toBeInTheDocument();
  });
});
