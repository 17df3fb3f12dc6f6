import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy, orderCopy, paymentCopy, toolbarCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

const cartLink = () => screen.getByRole('link', { name: new RegExp(toolbarCopy.cart) });

describe('good detail', () => {
  it('adds to the cart, raising the toolbar badge, and titles the page with the good', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/storage_detail?id=7', { loggedInAs: SEEDED_MEMBER });
    // the first render loads the lazy route modules
    expect(await screen.findByRole('heading', { name: '齐心A4文件夹' })).toBeInTheDocument();
    expect(document.title).toBe('齐心A4文件夹');
    expect(await within(cartLink()).findByTitle('3')).toBeInTheDocument();

    // 强力夹 (703) is not in the cart yet: a new row
    // antd's radio buttons take the click on their label
    await user.click(screen.getByText('强力夹'));
    expect(screen.getByRole('radio', { name: '强力夹' })).toBeChecked();
    const quantity = screen.getByRole('spinbutton', { name: goodsCopy.quantity });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: goodsCopy.addToCart }));

    expect(await within(cartLink()).findByTitle('4')).toBeInTheDocument();
    const row = mockApi.snapshot().carts.find((cart) => cart.goodStockId === 703);
    expect(row).toMatchObject({ userId: 1, num: 2 });

    await act(() => router.navigate('/storage'));
    await waitFor(() => expect(document.title).toBe(commonCopy.siteTitle));
  }, 15_000);

  it('立即购买 opens the order dialog with the chosen stock and quantity', async () => {
    const user = userEvent.setup();
    await renderApp('/storage_detail?id=7', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByText('强力夹'));
    const quantity = screen.getByRole('spinbutton', { name: goodsCopy.quantity });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: goodsCopy.buyNow }));

    const dialog = await screen.findByRole('dialog', { name: paymentCopy.confirmOrderTitle });
    expect(await within(dialog).findByText('强力夹')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('spinbutton', { name: orderCopy.quantityOf('齐心A4文件夹') }),
    ).toHaveValue('3');
  }, 15_000);

  it('records the view in the browse history', async () => {
    await renderApp('/storage_detail?id=60', { loggedInAs: SEEDED_MEMBER });
    await screen.findByRole('heading', { name: '北京特供鲜奶（仅限北京配送）' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('browse-history:1') ?? '[]')).toMatchObject([
        { goodId: 60 },
      ]),
    );
  });
});
