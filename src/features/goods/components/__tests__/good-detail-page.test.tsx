import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goodsCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { GoodDetailPage } from '../good-detail-page';

async function renderDetail(id: string, props: Partial<Parameters<typeof GoodDetailPage>[0]> = {}) {
  await logInAs(SEEDED_MEMBER);
  const onAddToCart = vi.fn(() => Promise.resolve());
  renderWithProviders(<GoodDetailPage onAddToCart={onAddToCart} {...props} />, {
    route: `/storage_detail?id=${id}`,
  });
  return { onAddToCart };
}

describe('good detail page', () => {
  it('shows 立即购买 only with a callback, and passes the chosen stock and quantity', async () => {
    const user = userEvent.setup();
    const onBuyNow = vi.fn();
    const { onAddToCart } = await renderDetail('1', { onBuyNow });
    await user.click(await screen.findByRole('button', { name: goodsCopy.buyNow }));
    expect(onBuyNow).toHaveBeenCalledWith({ goodStockId: 101, num: 1 });
    await user.dblClick(screen.getByRole('button', { name: goodsCopy.addToCart }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith({ goodStockId: 101, num: 1 });
  });

  it('lists the deliverable areas: 北京市 only for good 60', async () => {
    const user = userEvent.setup();
    await renderDetail('60');
    await user.click(await screen.findByRole('button', { name: goodsCopy.deliverableAreas }));
    const dialog = await screen.findByRole('dialog', { name: goodsCopy.deliverableAreas });
    expect(await within(dialog).findByText('北京市')).toBeInTheDocument();
    expect(within(dialog).queryByText(goodsCopy.nationwide)).not.toBeInTheDocument();
  });

  it('collects and uncollects the good', async () => {
    const user = userEvent.setup();
    await renderDetail('9');
    await user.click(await screen.findByRole('button', { name: goodsCopy.favourite }));
    expect(await screen.findByRole('button', { name: goodsCopy.unfavourite })).toBeInTheDocument();
    const collected = () =>
      mockApi
        .snapshot()
        .favourites.filter((row) => row.userId === 1)
        .map((row) => row.goodId);
    expect(collected()).toContain(9);
    await user.click(screen.getByRole('button', { name: goodsCopy.unfavourite }));
    await waitFor(() => expect(collected()).not.toContain(9));
  });

  it('says the good is missing for an unknown or malformed id', async () => {
    await renderDetail('abc');
    expect(await screen.findByText(goodsCopy.goodNotFound)).toBeInTheDocument();
  });
});
