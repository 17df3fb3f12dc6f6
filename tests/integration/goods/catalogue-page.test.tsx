import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy, searchBarCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

/** The catalogue's grid (the frequently bought goods below it are a grid of their own). */
const gridLinks = () => {
  // a class lookup: a role query over the whole antd page in every waitFor round is slow
  const grid = document.querySelector<HTMLElement>('ul.goods-grid');
  if (!grid) throw new Error('no goods grid');
  return within(grid).queryAllByRole('link');
};
const gridNames = () => gridLinks().map((link) => link.textContent);

/** antd in jsdom is slow, the first render also loads the lazy route modules. */

describe('catalogue', () => {
  it('searches by keyword and by hot word, keeping the filters in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/storage', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(gridNames()[0]).toContain('得力中性笔0.5mm黑色'));

    await user.type(screen.getByRole('textbox', { name: goodsCopy.searchPlaceholder }), '纸');
    await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E7%BA%B8'));
    await waitFor(() => expect(gridNames()[0]).toContain('天章A4复印纸70g'));
    expect(gridNames().every((name) => name?.includes('纸'))).toBe(true);

    const hot = screen.getByRole('group', { name: goodsCopy.hotWords });
    await user.click(within(hot).getByRole('button', { name: '矿泉水' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('矿泉水'),
    );
    await waitFor(() => expect(gridNames()).toHaveLength(1));
    expect(gridNames()[0]).toContain('百岁山矿泉水');
  });

  it('reads category and sort from the URL', async () => {
    await renderApp('/storage?classifyId=6&sort=priceDesc', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(gridLinks()).toHaveLength(10));
    // the dearest food first: 三只松鼠每日坚果 at ¥129.00
    expect(gridLinks()[0]).toHaveTextContent('三只松鼠每日坚果');
    expect(gridLinks()[0]).toHaveTextContent('¥129.00');
  });

  it('shows 暂无数据 when nothing matches', async () => {
    await renderApp('/storage?keyword=zzz', { loggedInAs: SEEDED_MEMBER });
    expect(
      await screen.findByText(commonCopy.noData, { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
  });

  it('shows each good’s promotion on its card in Chinese, and none on a good without one', async () => {
    await renderApp('/storage', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(gridLinks()).toHaveLength(10));
    const card = (name: string) => gridLinks().find((link) => link.textContent?.includes(name));
    expect(card('得力中性笔0.5mm黑色')).toHaveTextContent('满减 满¥100.00减¥10.00');
    expect(card('天章A4复印纸70g')).toHaveTextContent('折扣 8.5折');
    expect(card('晨光按动圆珠笔')).not.toHaveTextContent(/促销|满减|折扣|优惠券/);
  });
});
