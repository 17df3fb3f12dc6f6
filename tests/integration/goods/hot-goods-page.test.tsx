import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { dayFromToday } from '@tests/seed-day';
import { hotGoodPageSchema } from '@/features/goods/api/goods-schemas';

const MY_HOT = memberPath('my_hot');

describe('my_hot: frequently bought goods', () => {
  it('schema: a row without its stock or with a price that is not fen is left out', () => {
    expect(
      parseAnswer(hotGoodPageSchema, {
        list: [
          { goodId: 1, goodStockId: 101, price: 990 },
          { goodId: 2, price: 100 },
          { goodId: 3, goodStockId: 301, price: 9.5 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            goodId: 1,
            goodName: '',
            goodImg: '',
            goodStockId: 101,
            goodStockName: '',
            price: 990,
            buyTimes: 0,
            lastBuyTime: '',
          },
        ],
        total: 1,
      },
    });
  });

  it('a failed load offers 重试; 加入购物车 adds the stock once, even on a double click', async () => {
    const user = userEvent.setup();
    mockApi.failNext(goodsEndpoints.hotGoods, { network: true });
    await renderApp(MY_HOT, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(goodsCopy.hotEmpty)).toBeNull();
    await user.click(screen.getByRole('button', { name: commonCopy.retry }));

    const add = await screen.findByRole('button', { name: goodsCopy.addToCartOf('雀巢速溶咖啡') });
    const row = add.closest('li') as HTMLElement;
    // bought in the order seeded three days ago
    const bought = `已购 1 次 · 最近购买：${dayFromToday(-3)}`;
    expect(within(row).getByText(bought, { exact: false })).toBeInTheDocument();
    const cartRows = () => mockApi.snapshot().carts.filter((cart) => cart.userId === 1);
    const before = cartRows().length;
    await user.dblClick(add);
    expect(await screen.findByText(goodsCopy.addedToCart)).toBeInTheDocument();
    expect(cartRows()).toHaveLength(before + 1);
    expect(cartRows().find((cart) => cart.goodStockId === 5701)?.num).toBe(1);
  });

  it('a member without paid orders is told so', async () => {
    await renderApp(MY_HOT, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(goodsCopy.hotEmpty)).toBeInTheDocument();
  });
});
