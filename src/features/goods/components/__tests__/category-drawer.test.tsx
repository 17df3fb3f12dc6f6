import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { commonCopy, goodsCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { useUiStore } from '@/stores/ui-store';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { CategoryDrawer } from '../category-drawer';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

describe('category drawer', () => {
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
    await user.click(await screen.findByRole('button', { name: '饮用水' }));

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/storage?classifyId=601',
    );
    await waitFor(() => expect(useUiStore.getState().categoryOpen).toBe(false));
  });

  it('shows a failed tree with 重试 inside the drawer, then the categories', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    mockApi.failNext(goodsEndpoints.classify, { network: true });
    renderWithProviders(<CategoryDrawer />, { route: '/home' });
    act(() => useUiStore.getState().setCategoryOpen(true));
    const drawer = await screen.findByRole('dialog', { name: goodsCopy.category });
    expect(await within(drawer).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: commonCopy.retry }));
    expect(await within(drawer).findByRole('button', { name: '饮用水' })).toBeInTheDocument();
  });

  it('shows a minimal tree and leaves out nodes without an id', async () => {
    await logInAs(SEEDED_MEMBER);
    mockApi.failNext(goodsEndpoints.classify, {
      resultData: [{ classifyId: 1, classifyName: '只有名字' }, { classifyName: '无编号' }],
    });
    renderWithProviders(<CategoryDrawer />, { route: '/home' });
    act(() => useUiStore.getState().setCategoryOpen(true));
    expect(await screen.findByRole('button', { name: '只有名字' })).toBeInTheDocument();
    expect(screen.queryByText('无编号')).toBeNull();
  });
});
