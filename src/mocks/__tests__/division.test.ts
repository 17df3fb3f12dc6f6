import type { Paged } from '@/lib/schema';
import type {
  DivisionContact,
  DivisionCustomer,
  DivisionIntroduction,
  DivisionMessage,
  DivisionMilestone,
  DivisionNews,
  DivisionNewsDetail,
  DivisionStore,
} from '@/features/division/api/division-schemas';
import { mockApi } from '@tests/mock-backend';
import { asMember, callApi } from './call-api';

const LISTS = ['news', 'products', 'user', 'business', 'group', 'store', 'development'];
const DIVISIONS = [2, 3, 4, 5, 7];
const VALID_MESSAGE = {
  name: '张三',
  phone: '13912345678',
  email: '',
  content: '<p>想了解<strong>远程会诊平台</strong>的价格</p>',
};

describe('division pages', () => {
  it('need a session', async () => {
    const { envelope } = await callApi('v1/front/division/2/news');
    expect(envelope).toMatchObject({ resultStatus: false, errorCode: '000403' });
  });

  it('answer 20801 for a division that does not exist', async () => {
    const member = await asMember();
    for (const division of ['1', '6', 'abc']) {
      expect(await member.get(`v1/front/division/${division}/products`)).toMatchObject({
        resultStatus: false,
        errorCode: '20801',
        errorMessage: '该事业部不存在',
      });
    }
  });

  it('hold at least 12 rows in every list of every division, paged by 10', async () => {
    const member = await asMember();
    for (const division of DIVISIONS) {
      for (const list of LISTS) {
        const first = await member.get<Paged<unknown>>(`v1/front/division/${division}/${list}`);
        const second = await member.get<Paged<unknown>>(
          `v1/front/division/${division}/${list}?pageNo=2&pageSize=10`,
        );
        expect(first.resultData.total).toBeGreaterThanOrEqual(12);
        expect(first.resultData.list).toHaveLength(10);
        expect(second.resultData.list).toHaveLength(first.resultData.total - 10);
      }
    }
  });

  it('keep each division’s rows apart', async () => {
    const member = await asMember();
    const medical = await member.get<Paged<DivisionStore>>('v1/front/division/2/store');
    const ads = await member.get<Paged<DivisionStore>>('v1/front/division/3/store');
    expect(medical.resultData.list[0].storeName).toContain('医疗服务中心');
    expect(ads.resultData.list[0].storeName).toContain('广告服务中心');
    expect(medical.resultData.list[0]).not.toHaveProperty('division');
  });

  it('filter by keyword, case-insensitively, across the list’s text fields', async () => {
    const member = await asMember();
    const stores = await member.get<Paged<DivisionStore>>(
      `v1/front/division/2/store?keyword=${encodeURIComponent('深圳')}`,
    );
    expect(stores.resultData.total).toBe(1);
    expect(stores.resultData.list[0].address).toMatch(/^深圳市南山区/);

    const customers = await member.get<Paged<DivisionCustomer>>(
      `v1/front/division/2/user?keyword=${encodeURIComponent('基层医疗')}`,
    );
    expect(customers.resultData.total).toBeGreaterThan(0);
    expect(customers.resultData.total).toBeLessThan(14);
    for (const row of customers.resultData.list) expect(row.industry).toBe('基层医疗');

    const iso = await member.get<Paged<unknown>>('v1/front/division/4/business?keyword=iso');
    expect(iso.resultData.total).toBe(2);

    const none = await member.get<Paged<unknown>>('v1/front/division/2/products?keyword=zzz');
    expect(none.resultData).toEqual({ list: [], total: 0 });
  });

  it('list news newest first without content, and serve a detail with HTML', async () => {
    const member = await asMember();
    const { resultData } = await member.get<Paged<DivisionNews>>('v1/front/division/5/news');
    const times = resultData.list.map((item) => item.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(resultData.list[0]).not.toHaveProperty('content');

    const detail = await member.get<DivisionNewsDetail>(
      `v1/front/division/5/news/${resultData.list[0].divisionNewsId}`,
    );
    expect(detail.resultData.title).toBe(resultData.list[0].title);
    expect(detail.resultData.content).toContain('<strong>');
    expect(
      await member.get(`v1/front/division/2/news/${resultData.list[0].divisionNewsId}`),
    ).toMatchObject({ errorCode: '20802' });
  });

  it('serve the timeline with descriptions, the introduction and the contact data', async () => {
    const member = await asMember();
    const timeline = await member.get<Paged<DivisionMilestone>>(
      'v1/front/division/7/development?pageSize=20',
    );
    expect(timeline.resultData.list[0]).toMatchObject({ date: expect.stringMatching(/^2012-/) });
    expect(timeline.resultData.list[0].description).not.toBe('');
    const intro = await member.get<DivisionIntroduction>('v1/front/division/3/introduction');
    expect(intro.resultData).toMatchObject({ divisionName: '广告事业部' });
    expect(intro.resultData.content).toContain('<ul>');
    const contact = await member.get<DivisionContact>('v1/front/division/4/contact');
    expect(contact.resultData).toMatchObject({ email: 'net@example.com', postcode: '310012' });
  });
});

describe('division messages', () => {
  it('are validated', async () => {
    const member = await asMember();
    const post = (body: object) =>
      member.post('v1/front/division/2/message', { ...VALID_MESSAGE, ...body });
    expect(await post({ name: '  ' })).toMatchObject({ errorCode: '20803' });
    expect(await post({ name: '名'.repeat(21) })).toMatchObject({ errorCode: '20804' });
    expect(await post({ phone: '1391234567' })).toMatchObject({ errorCode: '20805' });
    expect(await post({ phone: '12912345678' })).toMatchObject({ errorCode: '20805' });
    expect(await post({ email: 'not-an-email' })).toMatchObject({ errorCode: '20806' });
    expect(await post({ content: '<p><br></p>' })).toMatchObject({
      errorCode: '20807',
      errorMessage: '请输入留言内容',
    });
    expect(await post({ content: `<p>${'字'.repeat(2001)}</p>` })).toMatchObject({
      errorCode: '20808',
    });
    expect(mockApi.snapshot().divisionMessages).toEqual([]);
  });

  it('are stored for the member and division, and listed newest first to their author only', async () => {
    const member = await asMember();
    const first = await member.post<DivisionMessage>('v1/front/division/2/message', VALID_MESSAGE);
    const second = await member.post<DivisionMessage>('v1/front/division/2/message', {
      ...VALID_MESSAGE,
      email: 'zhangsan@example.com',
      content: '<p>第二条</p>',
    });
    await member.post('v1/front/division/3/message', VALID_MESSAGE);
    expect(first.resultData).toMatchObject({ ...VALID_MESSAGE, division: 2, messageId: 1 });

    const mine = await member.get<DivisionMessage[]>('v1/front/division/2/message');
    expect(mine.resultData.map((row) => row.messageId)).toEqual([
      second.resultData.messageId,
      first.resultData.messageId,
    ]);
    expect(mine.resultData[0]).not.toHaveProperty('userId');

    const other = await asMember('13800000002');
    expect((await other.get<DivisionMessage[]>('v1/front/division/2/message')).resultData).toEqual(
      [],
    );
    expect(mockApi.snapshot().divisionMessages).toHaveLength(3);
    expect(mockApi.snapshot().divisionMessages[0]).toMatchObject({ userId: 1, division: 2 });
  });
});
