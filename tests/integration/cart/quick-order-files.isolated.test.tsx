import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCopy, goodsCopy, quickOrderCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { apiClient } from '@/lib/api-client';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { openQuickOrder } from '@tests/quick-order-dialog';
import { orderLinesOf } from '@/features/quick-order/utils/order-lines';
import { readSheetRows } from '@/lib/xlsx/read-sheet-rows';
import { saveBlob } from '@/lib/xlsx/save-blob';

// which file is saved, read back here; the download itself is tested in lib/xlsx
vi.mock('@/lib/xlsx/save-blob', () => ({ saveBlob: vi.fn() }));

async function savedRows() {
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const [blob, name] = vi.mocked(saveBlob).mock.calls.at(-1) ?? [];
  if (!blob) throw new Error('nothing saved');
  return { name, rows: readSheetRows(await blob.arrayBuffer()) };
}

describe('批量下单’s files', () => {
  it('exports the cart in 批量下单’s columns, so that its rows read back as order lines', async () => {
    const user = userEvent.setup();
    await renderApp('/my_cart', { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: `导出 ${cartCopy.title}` }));
    const { name, rows } = await savedRows();
    expect(name).toMatch(/^购物车_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual([
      quickOrderCopy.columnGood,
      quickOrderCopy.columnSpec,
      quickOrderCopy.columnQuantity,
    ]);
    const cart = mockApi
      .snapshot()
      .carts.sort((a, b) => b.userShoppingCartId - a.userShoppingCartId);
    expect(orderLinesOf(rows).map(({ good, quantity }) => [good, quantity])).toEqual(
      cart.map((row) => [{ id: row.goodId }, row.num]),
    );
  });

  it('saves a template of the three column heads and an example row', async () => {
    const user = userEvent.setup();
    const dialog = await openQuickOrder(user);
    await user.click(within(dialog).getByRole('button', { name: quickOrderCopy.downloadTemplate }));
    const { name, rows } = await savedRows();
    expect(name).toBe(`${quickOrderCopy.templateFile}.xlsx`);
    expect(rows).toEqual([
      [quickOrderCopy.columnGood, quickOrderCopy.columnSpec, quickOrderCopy.columnQuantity],
      quickOrderCopy.templateExample.map(String),
    ]);
  });

  it('exports every one of 常购商品 with the stock last bought, one of each', async () => {
    const user = userEvent.setup();
    await renderApp(memberPath('my_hot'), { loggedInAs: SEEDED_MEMBER });
    await user.click(await screen.findByRole('button', { name: `导出 ${goodsCopy.hotTitle}` }));
    const { rows } = await savedRows();
    const hot = await apiClient.call(goodsEndpoints.hotGoods, {
      query: { pageNo: 1, pageSize: 1000 },
    });
    expect(hot.total).toBeGreaterThan(10);
    expect(orderLinesOf(rows)).toEqual(
      hot.list.map((good, index) => ({
        lineNo: index + 2,
        good: { id: good.goodId },
        spec: good.goodStockName,
        quantity: 1,
      })),
    );
  });
});
