import type {
  Classify,
  CollectState,
  FavouriteList,
  GoodDetail,
  GoodDistricts,
  GoodList,
  GoodListItem,
} from '@/features/goods/api/goods-schemas';
import { mockApi } from '@tests/mock-backend';
import { callApi, logInWithPassword } from './call-api';

async function member(phone?: string) {
  return (await logInWithPassword(phone)).accessToken;
}

async function list(token: string, query: string) {
  const { envelope } = await callApi<GoodList>(`v1/front/good?${query}`, { token });
  return envelope.resultData;
}

describe('goods catalogue', () => {
  it('needs a session', async () => {
    expect((await callApi('v1/front/good')).envelope).toMatchObject({ errorCode: '000403' });
  });

  it('seeds 60 goods in 6 categories, each with 1 to 3 stocks numbered goodId*100+n', () => {
    const { goods, classifies } = mockApi.snapshot();
    expect(goods).toHaveLength(60);
    expect(classifies.filter((row) => row.parentId === 0)).toHaveLength(6);
    for (const good of goods) {
      expect(good.stocks.length).toBeGreaterThanOrEqual(1);
      expect(good.stocks.length).toBeLessThanOrEqual(3);
      good.stocks.forEach((stock, index) => {
        expect(stock.goodStockId).toBe(good.goodId * 100 + index + 1);
        expect(Number.isInteger(stock.price)).toBe(true);
      });
      good.images.forEach((image) => expect(image).toMatch(/^\/goods\/[a-z]+-\d\.svg$/));
    }
  });

  it('pages the list with the lowest stock price', async () => {
    const token = await member();
    const first = await list(token, 'pageNo=1&pageSize=10');
    const last = await list(token, 'pageNo=6&pageSize=10');
    expect(first.total).toBe(60);
    expect(first.list.map((item) => item.goodId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(last.list.map((item) => item.goodId)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    const detail = mockApi.snapshot().goods[6];
    expect(first.list[6].price).toBe(Math.min(...detail.stocks.map((stock) => stock.price)));
  });

  it('sells some goods under each kind of promotion, with its terms, and most under none', async () => {
    const token = await member();
    const { list: goods } = await list(token, 'pageNo=1&pageSize=60');
    const byType = (type: string | null) => goods.filter((good) => good.sellType === type);
    expect(byType('NULL').length).toBeGreaterThan(0);
    for (const good of byType('FULL')) {
      expect(good.reduceAmount).toBeGreaterThan(0);
      expect(good.fullAmount).toBeGreaterThan(good.reduceAmount);
    }
    for (const good of byType('DISCOUNT')) expect(good.discountRate).toBeGreaterThan(0);
    for (const good of byType('COUPON')) expect(good.couponAmount).toBeGreaterThan(0);
    expect(
      byType('FULL').length * byType('DISCOUNT').length * byType('COUPON').length,
    ).toBeGreaterThan(0);
    expect(byType(null).length).toBeGreaterThan(goods.length / 2);
    expect(goods[0]).toMatchObject({ sellType: 'FULL', fullAmount: 10_000, reduceAmount: 1_000 });
  });

  it('filters by keyword and by a category with its subcategories', async () => {
    const token = await member();
    const water = await list(token, `keyword=${encodeURIComponent('水')}`);
    expect(water.list.map((item) => item.goodName)).toEqual(
      expect.arrayContaining(['农夫山泉饮用天然水', '怡宝纯净水', '百岁山矿泉水']),
    );
    water.list.forEach((item) => expect(item.goodName).toContain('水'));

    const office = await list(token, 'classifyId=1&pageSize=100');
    expect(office.total).toBe(10);
    expect(new Set(office.list.map((item) => item.classifyId))).toEqual(new Set([101, 102, 103]));
    const writing = await list(token, 'classifyId=101&pageSize=100');
    expect(writing.list.every((item) => item.classifyId === 101)).toBe(true);
    expect(writing.total).toBeLessThan(10);
    expect((await list(token, 'keyword=zzz')).total).toBe(0);
  });

  it('sorts by sales and by price both ways', async () => {
    const token = await member();
    const prices = (items: GoodListItem[]) => items.map((item) => item.price);
    const asc = await list(token, 'sort=priceAsc&pageSize=100');
    const desc = await list(token, 'sort=priceDesc&pageSize=100');
    const sales = await list(token, 'sort=sales&pageSize=100');
    expect(prices(asc.list)).toEqual([...prices(asc.list)].sort((a, b) => a - b));
    expect(prices(desc.list)).toEqual([...prices(desc.list)].sort((a, b) => b - a));
    const counts = sales.list.map((item) => item.sales);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('serves hot words, the category tree and frequently bought goods', async () => {
    const token = await member();
    const hot = await callApi<string[]>('v1/front/hot', { token });
    expect(hot.envelope.resultData).toContain('矿泉水');
    const tree = await callApi<Classify[]>('v1/front/classify/good/classify', { token });
    expect(tree.envelope.resultData.map((node) => node.classifyName)).toEqual([
      '办公用品',
      '医疗器械',
      '日用百货',
      '数码电器',
      '清洁用品',
      '食品饮料',
    ]);
    tree.envelope.resultData.forEach((node) =>
      expect(node.children.length).toBeGreaterThanOrEqual(2),
    );
    const always = await callApi<GoodListItem[]>('v1/front/good/always?pageSize=5', { token });
    expect(
      always.envelope.resultData
        .map((item) => item.goodId)
        .slice(0, 3)
        .sort(),
    ).toEqual([1, 23, 7]);
    expect(always.envelope.resultData).toHaveLength(5);
  });

  it('serves a detail with stocks and isCollect, and 20101 for a missing good', async () => {
    const token = await member();
    const detail = await callApi<GoodDetail>('v1/front/good/7', { token });
    expect(detail.envelope.resultData).toMatchObject({
      goodId: 7,
      goodName: '齐心A4文件夹',
      classifyName: '文件收纳',
      isCollect: 0,
    });
    expect(detail.envelope.resultData.stocks.map((stock) => stock.goodStockId)).toEqual([
      701, 702, 703,
    ]);
    const collected = await callApi<GoodDetail>('v1/front/good/3', { token });
    expect(collected.envelope.resultData.isCollect).toBe(1);
    const missing = await callApi('v1/front/good/999', { token });
    expect(missing.envelope).toMatchObject({ resultStatus: false, errorCode: '20101' });
  });

  it('delivers good 60 to 北京市 only and the rest nationwide', async () => {
    const token = await member();
    const beijing = await callApi<GoodDistricts>('v1/front/good/district/60', { token });
    expect(beijing.envelope.resultData).toEqual({
      districtList: [{ districtId: 11, district: '北京市' }],
      specialDistrictList: [],
    });
    const anywhere = await callApi<GoodDistricts>('v1/front/good/district/1', { token });
    expect(anywhere.envelope.resultData.districtList).toEqual([]);
  });
});

describe('favourites', () => {
  it('lists, adds once, answers good/collect and removes, per member', async () => {
    const token = await member();
    const page = () =>
      callApi<FavouriteList>('v1/front/user/collect?pageNo=1&pageSize=10', { token });
    expect((await page()).envelope.resultData.list.map((item) => item.goodId)).toEqual([51, 14, 3]);

    await callApi('v1/front/user/collect', { method: 'POST', body: { goodId: 9 }, token });
    await callApi('v1/front/user/collect', { method: 'POST', body: { goodId: 9 }, token });
    const added = (await page()).envelope.resultData;
    expect(added.total).toBe(4);
    expect(added.list[0]).toMatchObject({ goodId: 9, goodName: '晨光白板笔可擦' });
    const state = await callApi<CollectState>('v1/front/good/collect?goodId=9', { token });
    expect(state.envelope.resultData).toEqual({ goodId: 9, isCollect: 1 });

    await callApi('v1/front/user/collect/9', { method: 'DELETE', token });
    expect((await page()).envelope.resultData.total).toBe(3);
    const other = await callApi<FavouriteList>('v1/front/user/collect', {
      token: await member('13800000002'),
    });
    expect(other.envelope.resultData).toEqual({ list: [], total: 0 });
  });

  it('saves a favourite’s note trimmed, clears it, and refuses a long one or a good not collected', async () => {
    const token = await member();
    const put = (body: object, as = token) =>
      callApi('v1/front/user/collect', { method: 'PUT', body, token: as });
    const noteOf = async (goodId: number) =>
      (
        await callApi<FavouriteList>('v1/front/user/collect?pageNo=1&pageSize=10', { token })
      ).envelope.resultData.list.find((item) => item.goodId === goodId)?.remark;

    expect(await noteOf(14)).toBe('门店防疫物资，每月补货');
    expect((await put({ goodId: 3, remark: '  会议室用纸  ' })).envelope).toMatchObject({
      resultStatus: true,
    });
    expect(await noteOf(3)).toBe('会议室用纸');
    await put({ goodId: 3, remark: '' });
    expect(await noteOf(3)).toBe('');

    expect((await put({ goodId: 3, remark: '备'.repeat(101) })).envelope).toMatchObject({
      resultStatus: false,
      errorCode: '20104',
    });
    expect((await put({ goodId: 3, remark: '😀'.repeat(100) })).envelope.resultStatus).toBe(true);
    expect((await put({ goodId: 9, remark: '未收藏' })).envelope).toMatchObject({
      errorCode: '20103',
    });
    // another member's favourite is not theirs to annotate
    expect(
      (await put({ goodId: 14, remark: '别人的' }, await member('13800000002'))).envelope,
    ).toMatchObject({ errorCode: '20103' });
    expect(await noteOf(14)).toBe('门店防疫物资，每月补货');
  });

  it('refuses a missing good', async () => {
    const token = await member();
    const answer = await callApi('v1/front/user/collect', {
      method: 'POST',
      body: { goodId: 999 },
      token,
    });
    expect(answer.envelope).toMatchObject({ resultStatus: false, errorCode: '20101' });
  });
});
