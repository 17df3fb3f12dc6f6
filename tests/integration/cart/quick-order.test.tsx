import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { cartCopy, quickOrderCopy, toolbarCopy } from '@/copy';
import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { mockApi } from '@tests/mock-backend';
import { openQuickOrder } from '@tests/quick-order-dialog';
/** Seeded goods: 伊利纯牛奶 (59) has one stock; 罗技 names a mouse (31, two stocks) and a keyboard (32). */
const LINES = [
  '59\t250ml×24盒\t2',
  '得力订书机12号, 省力款, 1',
  '罗技 1',
  '不存在的商品 3',
  '北京特供鲜奶（仅限北京配送）, 950ml, 1',
  '立顿红茶包, 100包/盒, 0',
].join('\n');

const cartStocks = () => mockApi.snapshot().carts.map((row) => row.goodStockId);
const cartNumOf = (goodStockId: number) =>
  mockApi.snapshot().carts.find((row) => row.goodStockId === goodStockId)?.num;

async function paste(user: UserEvent, dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByRole('textbox', { name: quickOrderCopy.pasteLabel }));
  await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: quickOrderCopy.match }));
  await within(dialog).findByText(/^共 \d+ 行/);
}

/** The preview's row of a line, by its number. */
function lineRow(dialog: HTMLElement, lineNo: number): HTMLElement {
  const row = within(dialog)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td')?.textContent === String(lineNo));
  if (!row) throw new Error(`no preview row for line ${lineNo}`);
  return row;
}

describe('批量下单', () => {
  it('previews each line, takes a choice, adds the matched lines once and selects them in the cart', async () => {
    const user = userEvent.setup();
    const before = cartStocks();
    const dialog = await openQuickOrder(user);
    await paste(user, dialog, LINES);

    await waitFor(() =>
      expect(lineRow(dialog, 5)).toHaveTextContent(quickOrderCopy.statusBeyondRange),
    );
    expect(lineRow(dialog, 1)).toHaveTextContent(quickOrderCopy.statusMatched);
    expect(lineRow(dialog, 1)).toHaveTextContent('伊利纯牛奶（250ml×24盒）');
    expect(lineRow(dialog, 2)).toHaveTextContent(quickOrderCopy.statusMatched);
    expect(lineRow(dialog, 3)).toHaveTextContent(quickOrderCopy.statusChoose);
    expect(lineRow(dialog, 4)).toHaveTextContent(quickOrderCopy.statusNotFound);
    expect(lineRow(dialog, 6)).toHaveTextContent(quickOrderCopy.statusQuantityInvalid);
    // nothing enters the cart before 加入购物车
    expect(cartStocks()).toEqual(before);

    await user.click(within(dialog).getByRole('combobox', { name: quickOrderCopy.chooseOf(3) }));
    const options = await screen.findAllByTitle('罗技K120有线键盘（标准版）');
    await user.click(options[options.length - 1] as HTMLElement);
    expect(lineRow(dialog, 3)).toHaveTextContent(quickOrderCopy.statusMatched);

    const add = within(dialog).getByRole('button', { name: quickOrderCopy.addToCartCount(3) });
    await user.dblClick(add);
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(cartNumOf(5901)).toBe(2);
    expect(cartNumOf(1002)).toBe(1);
    expect(cartNumOf(3201)).toBe(1);
    expect(cartStocks()).toHaveLength(before.length + 3);

    // the cart shows again, with the rows of the lines added selected
    for (const name of ['伊利纯牛奶', '得力订书机12号', '罗技K120有线键盘']) {
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: cartCopy.selectRow(name) })).toBeChecked(),
      );
    }
    expect(
      screen.getByRole('checkbox', { name: cartCopy.selectRow('齐心A4文件夹') }),
    ).not.toBeChecked();
    const badge = screen.getByRole('link', { name: new RegExp(toolbarCopy.cart) });
    expect(await within(badge).findByTitle(String(before.length + 3))).toBeInTheDocument();
  });

  it('marks a failed lookup 查询失败 with 重试, never 未找到, and matches it on 重试', async () => {
    const user = userEvent.setup();
    const dialog = await openQuickOrder(user, '/storage');
    mockApi.failNext(goodsEndpoints.detail, { network: true });
    await paste(user, dialog, '59, 2');

    expect(lineRow(dialog, 1)).toHaveTextContent(quickOrderCopy.statusFailed);
    expect(lineRow(dialog, 1)).not.toHaveTextContent(quickOrderCopy.statusNotFound);
    await user.click(within(dialog).getByRole('button', { name: quickOrderCopy.retryFailed(1) }));
    await waitFor(() => expect(lineRow(dialog, 1)).toHaveTextContent(quickOrderCopy.statusMatched));
  });

  it('lists the lines the cart refused by number and reason, keeps them, and keeps the others added', async () => {
    const user = userEvent.setup();
    const dialog = await openQuickOrder(user);
    await paste(user, dialog, '59, 1\n得力订书机12号, 省力款, 1');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: quickOrderCopy.addToCartCount(2) }),
      ).toBeEnabled(),
    );
    mockApi.failNext(cartEndpoints.add, { errorCode: '20105', errorMessage: '购买数量超出库存' });
    await user.click(
      within(dialog).getByRole('button', { name: quickOrderCopy.addToCartCount(2) }),
    );

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(quickOrderCopy.addFailedTitle(1));
    expect(alert).toHaveTextContent(/第 \d 行：购买数量超出库存/);
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    expect(cartStocks().filter((id) => id === 5901 || id === 1002)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: quickOrderCopy.goToCart })).toBeEnabled();
  });

  it('refuses a file that is not .xlsx with a reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openQuickOrder(user);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['59,2'], '清单.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(quickOrderCopy.notXlsx);
  });
});
