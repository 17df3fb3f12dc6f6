import type { Paged } from '@/lib/schema';
import type {
  Banner,
  ColumnClassify,
  ColumnContentList,
  DocumentDetail,
  FamilyDetail,
  FamilyMember,
  GalleryImage,
  HelpCategory,
  HelpCategoryDetail,
  HelpContent,
  TimeDetail,
  TimeItem,
  Video,
} from '@/features/portal/api/portal-schemas';
import { asMember, callApi } from './call-api';

const keyword = (text: string) => `keyword=${encodeURIComponent(text)}`;

describe('home blocks', () => {
  it('need a session', async () => {
    for (const path of ['v1/front/index/column/banner', 'v1/front/index/void', 'v1/front/help']) {
      expect((await callApi(path)).envelope).toMatchObject({ errorCode: '000403' });
    }
  });

  it('serve banners with in-app links, columns and local pictures', async () => {
    const member = await asMember();
    const banners = (await member.get<Banner[]>('v1/front/index/column/banner')).resultData;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    banners.forEach((banner) => {
      expect(banner.image).toMatch(/^\/portal\/banners\/.+\.svg$/);
      expect(banner.link).toMatch(/^\/(?!\/)/);
    });
    const columns = (await member.get<ColumnClassify[]>('v1/front/index/column/classify'))
      .resultData;
    expect(columns.map((column) => column.classifyName)).toEqual([
      '平台动态',
      '政策解读',
      '服务指南',
      '资料下载',
    ]);
    const images = (await member.get<GalleryImage[]>('v1/front/index/image')).resultData;
    expect(images.length).toBeGreaterThanOrEqual(6);
    images.forEach((image) => expect(image.url).toMatch(/^\/portal\/gallery\//));
  });
});

describe('column documents', () => {
  it('page a column newest first, filter it, and name it', async () => {
    const member = await asMember();
    const path = 'v1/front/index/column/classify/content?classifyId=1';
    const first = (await member.get<ColumnContentList>(`${path}&pageNo=1&pageSize=10`)).resultData;
    const second = (await member.get<ColumnContentList>(`${path}&pageNo=2&pageSize=10`)).resultData;
    expect(first).toMatchObject({ total: 12, classifyName: '平台动态' });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(2);
    const times = [...first.list, ...second.list].map((item) => item.createTime);
    expect(times).toEqual([...times].sort().reverse());

    const found = (await member.get<ColumnContentList>(`${path}&${keyword('冷链')}`)).resultData;
    expect(found.list.map((item) => item.title)).toEqual(['冷链配送服务升级']);
    const missing = await member.get('v1/front/index/column/classify/content?classifyId=99');
    expect(missing).toMatchObject({ resultStatus: false, errorCode: '10102' });
  });

  it('serve a document with its HTML and PDF attachment, and 10101 for a missing one', async () => {
    const member = await asMember();
    const handbook = (await member.get<DocumentDetail>('v1/front/index/column/classify/content/23'))
      .resultData;
    expect(handbook).toMatchObject({ title: '会员服务手册', classifyName: '资料下载' });
    expect(handbook.attachments).toEqual([
      { name: '会员服务手册.pdf', url: '/docs/member-handbook.pdf' },
    ]);
    expect(handbook.content).toContain('<h3>会员服务手册</h3>');
    const missing = await member.get('v1/front/index/column/classify/content/999');
    expect(missing).toMatchObject({ resultStatus: false, errorCode: '10101' });
  });
});

describe('videos, family and time', () => {
  it('page 14 videos with local posters and filter by title or description', async () => {
    const member = await asMember();
    const first = (await member.get<Paged<Video>>('v1/front/index/void?pageNo=1&pageSize=10'))
      .resultData;
    const second = (await member.get<Paged<Video>>('v1/front/index/void?pageNo=2&pageSize=10'))
      .resultData;
    expect(first.total).toBe(14);
    expect(second.list).toHaveLength(4);
    expect(new Set([...first.list, ...second.list].map((video) => video.videoId)).size).toBe(14);
    first.list.forEach((video) => {
      expect(video.poster).toMatch(/^\/portal\/posters\/poster-\d+\.svg$/);
      expect(video.url).toBe('/portal/videos/sample.webm');
    });
    const found = (await member.get<Paged<Video>>(`v1/front/index/void?${keyword('发票')}`))
      .resultData;
    expect(found.list.map((video) => video.title)).toEqual(['发票申请指南']);
  });

  it('page and filter the family wall, and serve a member’s story', async () => {
    const member = await asMember();
    const page2 = (await member.get<Paged<FamilyMember>>('v1/front/index/user?pageNo=2'))
      .resultData;
    expect(page2).toMatchObject({ total: 14 });
    expect(page2.list).toHaveLength(4);
    expect(page2.list[0]).not.toHaveProperty('story');
    const beijing = (
      await member.get<Paged<FamilyMember>>(`v1/front/index/user?${keyword('北京市')}`)
    ).resultData;
    expect(beijing.total).toBe(5);
    beijing.list.forEach((row) => expect(row.region).toContain('北京市'));
    const detail = (await member.get<FamilyDetail>('v1/front/index/user/3')).resultData;
    expect(detail).toMatchObject({ familyId: 3, name: '张伟' });
    expect(detail.story).toContain('<strong>区域合伙人</strong>');
    expect(await member.get('v1/front/index/user/99')).toMatchObject({ errorCode: '10103' });
  });

  it('page and filter the timeline newest first, and serve one moment', async () => {
    const member = await asMember();
    const first = (await member.get<Paged<TimeItem>>('v1/front/index/user/time')).resultData;
    expect(first.total).toBe(14);
    expect(first.list).toHaveLength(10);
    const dates = first.list.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = (await member.get<Paged<TimeItem>>(`v1/front/index/user/time?${keyword('上线')}`))
      .resultData;
    expect(found.list.map((item) => item.title)).toEqual([
      '医疗器械专区上线',
      '银行转账充值上线',
      '移动端上线',
      '会员服务平台上线',
    ]);
    const detail = (await member.get<TimeDetail>('v1/front/index/user/time/14')).resultData;
    expect(detail).toMatchObject({ title: '公司成立', date: '2017-11-11' });
    expect(await member.get('v1/front/index/user/time/99')).toMatchObject({ errorCode: '10104' });
  });
});

describe('help', () => {
  it('lists categories, a category’s topics and a topic’s content', async () => {
    const member = await asMember();
    const categories = (await member.get<HelpCategory[]>('v1/front/help')).resultData;
    expect(categories.map((row) => row.helpTitle)).toEqual([
      '账户与登录',
      '订单与支付',
      '充值与发票',
      '配送与售后',
    ]);
    const category = (await member.get<HelpCategoryDetail>('v1/front/help/3')).resultData;
    expect(category.topics.map((topic) => topic.title)).toContain('银行转账多久到账');
    const topic = category.topics.find((row) => row.title === '银行转账多久到账');
    const content = (await member.get<HelpContent>(`v1/front/help/content/${topic?.contentId}`))
      .resultData;
    expect(content).toMatchObject({ helpId: 3 });
    expect(content.content).toContain('1 至 2 个工作日');
    expect(await member.get('v1/front/help/9')).toMatchObject({ errorCode: '10105' });
  });
});
