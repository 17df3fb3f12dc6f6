import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { goodsCopy } from '@/copy';
import { useUiStore } from '@/stores/ui-store';
import { renderWithProviders } from '@/testing/render';
import { logInAs, SEEDED_MEMBER } from '@/testing/render-app';
import { CategoryDrawer } from '../category-drawer';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

describe('category drawer', { timeout: 20_000 }, () => {
  it('opens from the ui store and opens the catalogue on the picked category', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    renderWithProviders(
      <>
        <CategoryDrawer />
        <WhereAmI />
      </>,
      { route: '/home' },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => useUiStore.getState().setCategoryOpen(true));
    expect(await screen.findByRole('dialog', { name: goodsCopy.category })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '饮用水' }, { timeout: 5_000 }));

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/storage?classifyId=601',
    );
    await waitFor(() => expect(useUiStore.getState().categoryOpen).toBe(false));
  });
});
