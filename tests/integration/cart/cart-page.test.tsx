import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCopy, commonCopy, toolbarCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import { formatFen } from '@/utils/money';
import { useSessionStore } from '@/stores/session-store';

const cartRow = (goodStockId: number) => {
  const row = mockApi.snapshot().carts.find((cart) => cart.goodStockId === goodStockId);
  if (!row) throw new Error(`no cart row for ${goodStockId}`);
  return row;
};
const stockOf = (goodStockId: number) =>
  mockApi
    .snapshot()
    .goods.flatMap((good) => good.stocks)
    .find((stock) => stock.goodStockId === goodStockId);

describe('cart page', () => {
  it('saves a quantity on blur, sums the selected rows and reverts a refused change', async () => {
    const user = userEvent.setup();
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    const quantity = await screen.findByRole('spinbutton', {
      name: cartCopy.quantityOf('齐心A4文件夹'),
    });
    expect(screen.getByRole('button', { name: cartCopy.checkout })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.tab();
    await waitFor(() => expect(cartRow(702).num).toBe(4));

    await user.click(screen.getByRole('checkbox', { name: cartCopy.selectRow('齐心A4文件夹') }));
    expect(screen.getByRole('button', { name: cartCopy.checkout })).toBeEnabled();
    expect(screen.getByRole('status', { name: cartCopy.total })).toHaveTextContent(
      formatFen((stockOf(702)?.price ?? 0) * 4),
    );

    // the server refuses (stock went down meanwhile): the field returns to the saved 4
    mockApi.failNext(cartEndpoints.updateNum, {
      errorCode: '20105',
      errorMessage: '购买数量超出库存',
    });
    // a saved quantity remounts the field: look it up again
    const saved = screen.getByRole('spinbutton', { name: cartCopy.quantityOf('齐心A4文件夹') });
    await user.clear(saved);
    await user.type(saved, '5');
    await user.tab();
    expect(await screen.findByText('购买数量超出库存')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('spinbutton', { name: cartCopy.quantityOf('齐心A4文件夹') }),
      ).toHaveValue('4'),
    );
    expect(cartRow(702).num).toBe(4);
  });

  it('deletes one row after confirmation and the badge follows', async () => {
    const user = userEvent.setup();
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    await user.click(
      await screen.findByRole('button', { name: `${commonCopy.delete} 维达抽纸三层` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(cartCopy.deleteOneConfirm);
    await user.click(within(dialog).getByRole('button', { name: commonCopy.confirm }));

    await waitFor(() =>
      expect(mockApi.snapshot().carts.map((row) => row.goodStockId)).toEqual([101, 702]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '维达抽纸三层' })).not.toBeInTheDocument(),
    );
    const badgeLink = screen.getByRole('link', { name: new RegExp(toolbarCopy.cart) });
    expect(await within(badgeLink).findByTitle('2')).toBeInTheDocument();
  });

  it('shows a failed load with 重试, never 购物车 empty, and loads the rows on 重试', async () => {
    mockApi.failNext(cartEndpoints.rows, { network: true });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(cartCopy.empty)).toBeNull();
    expect(screen.queryByText(commonCopy.noData)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(
      await screen.findByRole('spinbutton', { name: cartCopy.quantityOf('齐心A4文件夹') }),
    ).toBeInTheDocument();
  });

  it('shows a minimal row with its fields degraded', async () => {
    mockApi.failNext(cartEndpoints.rows, {
      resultData: [
        { userShoppingCartId: 1, goodId: 2, goodStockId: 3, goodName: '最少字段', price: 100 },
      ],
    });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('最少字段')).toBeInTheDocument();
  });

  it('leaves out a row whose price is not whole fen and keeps the others', async () => {
    mockApi.failNext(cartEndpoints.rows, {
      resultData: [
        { userShoppingCartId: 1, goodId: 2, goodStockId: 3, goodName: '好行', price: 100 },
        { userShoppingCartId: 2, goodId: 2, goodStockId: 4, goodName: '坏价', price: 1.5 },
      ],
    });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('好行')).toBeInTheDocument();
    expect(screen.queryByText('坏价')).toBeNull();
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
  ])('shows %s as an empty cart, never the page crash', async (_, resultData) => {
    mockApi.failNext(cartEndpoints.rows, { resultData });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(cartCopy.empty)).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
  });

  it('keeps the session when the badge count answers a non-200', async () => {
    mockApi.failNext(cartEndpoints.count, { httpStatus: 500 });
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    expect(
      await screen.findByRole('spinbutton', { name: cartCopy.quantityOf('齐心A4文件夹') }),
    ).toBeInTheDocument();
    await waitFor(() => expect(mockApi.snapshot().failures).toHaveLength(0));
    expect(useSessionStore.getState().token).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: cartCopy.title })).toBeInTheDocument();
  });

  it('shows each row’s promotion in Chinese under its specification', async () => {
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    const row = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
    expect(
      within(await row('得力中性笔0.5mm黑色')).getByText('满减 满¥100.00减¥10.00'),
    ).toBeVisible();
    expect(within(await row('齐心A4文件夹')).queryByText(/促销|满减|折扣|优惠券/)).toBeNull();
  });
});
