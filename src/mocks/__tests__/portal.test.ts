import type { IndexOverview, NewsDetail, NewsList } from '@/features/portal/api/portal-schemas';
import { today } from '@tests/seed-day';
import { callApi, logInWithPassword } from './call-api';

async function member() {
  return (await logInWithPassword()).accessToken;
}

describe('home overview', () => {
  it('needs a session', async () => {
    expect((await callApi('v1/front/index')).envelope).toMatchObject({ errorCode: '000403' });
  });

  it('serves the counters', async () => {
    const { envelope } = await callApi<IndexOverview>('v1/front/index', { token: await member() });
    expect(envelope.resultData).toMatchObject({
      memberCount: 128_600,
      goodsCount: 60,
      orderCount: 245_000_000,
    });
  });
});

describe('news', () => {
  it('pages newest first, without content', async () => {
    const token = await member();
    const first = await callApi<NewsList>('v1/front/new?pageNo=1&pageSize=5', { token });
    const third = await callApi<NewsList>('v1/front/new?pageNo=3&pageSize=5', { token });
    const all = await callApi<NewsList>('v1/front/new?pageNo=1&pageSize=100', { token });

    expect(first.envelope.resultData.total).toBe(13);
    expect(first.envelope.resultData.newList).toHaveLength(5);
    expect(third.envelope.resultData.newList).toHaveLength(3);
    const times = all.envelope.resultData.newList.map((item) => item.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.envelope.resultData.newList).toEqual(all.envelope.resultData.newList.slice(0, 5));
    expect(first.envelope.resultData.newList[0]).toEqual({
      newId: 12,
      newTitle: '关于端午节放假及发货安排的通知',
      createTime: `${today()} 10:00:00`,
    });
  });

  it('defaults to page 1 of 10', async () => {
    const { envelope } = await callApi<NewsList>('v1/front/new', { token: await member() });
    expect(envelope.resultData.newList).toHaveLength(10);
  });

  it('filters by keyword in titles and in content text, case-insensitively', async () => {
    const token = await member();
    const byTitle = await callApi<NewsList>(
      `v1/front/new?pageNo=1&pageSize=10&keyword=${encodeURIComponent('发票')}`,
      { token },
    );
    expect(byTitle.envelope.resultData.newList.map((item) => item.newTitle)).toContain(
      '关于规范发票开具流程的说明',
    );
    expect(byTitle.envelope.resultData.total).toBe(byTitle.envelope.resultData.newList.length);

    // '冷链配送' sits inside <strong> in the content only; 'strong' itself must not match
    const byContent = await callApi<NewsList>(
      `v1/front/new?keyword=${encodeURIComponent('冷链配送')}`,
      { token },
    );
    expect(byContent.envelope.resultData.newList.map((item) => item.newTitle)).toEqual([
      '夏季高温期间物流配送安排',
    ]);
    const byTag = await callApi<NewsList>('v1/front/new?keyword=STRONG', { token });
    expect(byTag.envelope.resultData.total).toBe(0);
  });

  it('serves a detail and 10006 for a missing one', async () => {
    const token = await member();
    const detail = await callApi<NewsDetail>('v1/front/new/3', { token });
    expect(detail.envelope.resultData).toMatchObject({
      newId: 3,
      newTitle: '防范电信诈骗，保护账户安全的提示',
    });
    expect(detail.envelope.resultData.content).toContain('<strong>');
    const unsafe = await callApi<NewsDetail>('v1/front/new/13', { token });
    expect(unsafe.envelope.resultData.content).toMatch(/onerror=.*<script>.*javascript:/s);
    const missing = await callApi('v1/front/new/999', { token });
    expect(missing.envelope).toMatchObject({
      resultStatus: false,
      errorCode: '10006',
      errorMessage: '该公告不存在',
    });
  });
});

describe('cart count', () => {
  it('counts the member’s own rows', async () => {
    const one = await callApi<number>('v1/front/user/car/num', { token: await member() });
    expect(one.envelope.resultData).toBe(3);
    const two = await callApi<number>('v1/front/user/car/num', {
      token: (await logInWithPassword('13800000002')).accessToken,
    });
    expect(two.envelope.resultData).toBe(0);
  });
});
