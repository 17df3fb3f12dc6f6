import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, goodsCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';

/** antd in jsdom is slow, the first render also loads the lazy route modules. */
const asMember = { loggedInAs: SEEDED_MEMBER };

const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('goods answers: minimal, malformed and failed', () => {
  it('catalogue: a failed load shows 加载失败 and 重试, never 暂无数据, then the goods', async () => {
    mockApi.failNext(goodsEndpoints.list, { network: true });
    await renderApp('/storage', asMember);
    const page = await screen.findByRole('main');
    expect(await within(page).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(within(page).queryByText(commonCopy.noData)).toBeNull();
    await userEvent.click(within(page).getAllByRole('button', { name: commonCopy.retry })[0]);
    await waitFor(() => expect(document.querySelector('ul.goods-grid a')).not.toBeNull());
    expect(within(page).queryByText(commonCopy.loadFailed)).toBeNull();
  });

  it('catalogue: minimal goods show, a good whose price is not whole fen is left out', async () => {
    mockApi.failNext(goodsEndpoints.list, {
      resultData: {
        list: [
          { goodId: 900, goodName: '最少字段', price: 100 },
          { goodId: 901, goodName: '坏价', price: 1.5 },
          'oops',
        ],
      },
    });
    await renderApp('/storage', asMember);
    expect(await screen.findByRole('link', { name: /最少字段/ })).toBeInTheDocument();
    expect(screen.queryByText('坏价')).toBeNull();
    expectNoCrash();
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
  ])('catalogue: %s as the answer is a failure with 重试, not a crash', async (_, resultData) => {
    mockApi.failNext(goodsEndpoints.list, { resultData });
    await renderApp('/storage', asMember);
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    expectNoCrash();
  });

  it('detail: a network failure is 加载失败, never 商品不存在, and 重试 loads it', async () => {
    mockApi.failNext(goodsEndpoints.detail, { network: true });
    await renderApp('/storage_detail?id=1', asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(goodsCopy.goodNotFound)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('button', { name: goodsCopy.addToCart })).toBeVisible();
  });

  it('detail: a price that is not whole fen is a failure with its reason, not a crash', async () => {
    mockApi.failNext(goodsEndpoints.detail, {
      resultData: { goodId: 1, goodName: '坏价', price: 12.5, stocks: [] },
    });
    await renderApp('/storage_detail?id=1', asMember);
    expect(await screen.findByText(commonCopy.badAmount)).toBeInTheDocument();
    expectNoCrash();
  });

  it('detail: a minimal good shows with its fields degraded', async () => {
    mockApi.failNext(goodsEndpoints.detail, {
      resultData: { goodId: 1, goodName: '最少字段', price: 100 },
    });
    await renderApp('/storage_detail?id=1', asMember);
    expect(await screen.findByRole('heading', { name: '最少字段' })).toBeInTheDocument();
    expectNoCrash();
  });

  it('detail: null from the server is not found; a string is a failure', async () => {
    mockApi.failNext(goodsEndpoints.detail, { resultData: null });
    await renderApp('/storage_detail?id=1', asMember);
    expect(await screen.findByText(goodsCopy.goodNotFound)).toBeInTheDocument();
  });

  it('detail: a string instead of a good is a failure with 重试', async () => {
    mockApi.failNext(goodsEndpoints.detail, { resultData: 'oops' });
    await renderApp('/storage_detail?id=1', asMember);
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    expect(screen.queryByText(goodsCopy.goodNotFound)).toBeNull();
  });

  it('favourites: a failed load shows 重试, never 暂无数据, then the list', async () => {
    mockApi.failNext(goodsEndpoints.favourites, { network: true });
    await renderApp('/member/my_collect', asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.noData)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('link', { name: '农夫山泉饮用天然水' })).toBeInTheDocument();
  });

  it('favourites: minimal rows show, malformed answers degrade or fail without a crash', async () => {
    mockApi.failNext(goodsEndpoints.favourites, {
      resultData: { list: [{ goodId: 900, goodName: '最少字段', price: 100 }, { goodId: 1 }] },
    });
    await renderApp('/member/my_collect', asMember);
    expect(await screen.findByRole('link', { name: '最少字段' })).toBeInTheDocument();
    expectNoCrash();
  });

  it('favourites: a string instead of the list is a failure, not a crash', async () => {
    mockApi.failNext(goodsEndpoints.favourites, { resultData: 'oops' });
    await renderApp('/member/my_collect', asMember);
    expect(await screen.findByText(commonCopy.badAnswer)).toBeInTheDocument();
    expectNoCrash();
  });

  it('deliverable areas: a failure shows 重试 inside the dialog, then the areas', async () => {
    const user = userEvent.setup();
    mockApi.failNext(goodsEndpoints.districts, { network: true });
    await renderApp('/storage_detail?id=60', asMember);
    await user.click(await screen.findByRole('button', { name: goodsCopy.deliverableAreas }));
    const dialog = await screen.findByRole('dialog', { name: goodsCopy.deliverableAreas });
    expect(await within(dialog).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: commonCopy.retry }));
    expect(await within(dialog).findByText('北京市')).toBeInTheDocument();
  });

  it('hot words and frequently bought: failures show 重试 beside the catalogue', async () => {
    mockApi.failNext(goodsEndpoints.hot, { network: true });
    mockApi.failNext(goodsEndpoints.always, { network: true });
    await renderApp('/storage', asMember);
    const hot = await screen.findByRole('group', { name: goodsCopy.hotWords });
    expect(await within(hot).findByText(new RegExp(commonCopy.loadFailed))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('ul.goods-grid a')).not.toBeNull());
    await userEvent.click(within(hot).getByRole('button', { name: commonCopy.retry }));
    await waitFor(() =>
      expect(within(hot).queryByText(new RegExp(commonCopy.loadFailed))).toBeNull(),
    );
    expect(within(hot).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('hot words: a string instead of a list shows none, not a crash', async () => {
    mockApi.failNext(goodsEndpoints.hot, { resultData: 'oops' });
    await renderApp('/storage', asMember);
    await waitFor(() => expect(document.querySelector('ul.goods-grid a')).not.toBeNull());
    expect(screen.queryByRole('group', { name: goodsCopy.hotWords })).toBeNull();
    expectNoCrash();
  });

  it('detail: the good’s promotion shows beside the price', async () => {
    await renderApp('/storage_detail?id=11', asMember);
    expect(await screen.findByText('优惠券 领券减¥20.00')).toBeInTheDocument();
    expect(screen.getByText(goodsCopy.offer)).toBeInTheDocument();
  });

  it('catalogue: a good whose answer has no promotion fields shows without one', async () => {
    mockApi.failNext(goodsEndpoints.list, {
      resultData: { list: [{ goodId: 1, goodName: '散装大米', price: 100 }], total: 1 },
    });
    await renderApp('/storage', asMember);
    const card = await screen.findByRole('link', { name: /散装大米/ });
    expect(card).not.toHaveTextContent(/促销|满减|折扣|优惠券/);
    expectNoCrash();
  });
});
