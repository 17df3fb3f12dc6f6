import type { Paged } from '@/lib/schema';
import type { DistributionScope } from '@/features/distribution/api/distribution-schemas';
import type {
  Partition,
  StaffDetail,
  StaffMember,
  StaffNotice,
  StaffNoticeDetail,
} from '@/features/staff/api/staff-schemas';
import { mockApi } from '@tests/mock-backend';
import { asMember, callApi, type MemberCalls } from './call-api';

const STAFF = 'v1/front/user/link';
const ALL = 'pageNo=1&pageSize=100';
const UNREAD = 'v1/front/staff/notice/unread';

const put = async <T>(member: MemberCalls, path: string, body?: object) =>
  (await callApi<T>(path, { method: 'PUT', body, token: member.token })).envelope;

const staffOf = async (member: MemberCalls, filter = '') =>
  (await member.get<Paged<StaffMember>>(`${STAFF}?${ALL}${filter}`)).resultData;

const partitionsOf = async (member: MemberCalls) =>
  (await member.get<Partition[]>('v1/front/partition')).resultData;

const peopleOf = (areas: Partition[], name: string) =>
  areas.find((area) => area.partitionName === name)?.staff.map((person) => person.userName);

const refused = (code: string) => expect.objectContaining({ resultStatus: false, errorCode: code });

const linkBody = { phone: '13900000012', post: 'SALES', partitionId: 2, remark: '' };

describe('staff (user/link)', () => {
  it('seeds eleven staff for account 1, the latest linked first, and one for account 2', async () => {
    const one = await asMember();
    const staff = await staffOf(one);
    expect(staff.total).toBe(11);
    expect(staff.list[0]).toMatchObject({
      userName: '彭丽',
      phone: '13900000010',
      post: 'DELIVERY',
      partitionId: null,
      partitionName: '',
    });
    expect(staff.list.at(-1)).toMatchObject({ userName: '黄晓明', partitionName: '粤海战区' });
    const times = staff.list.map((row) => row.linkTime);
    expect([...times].sort().reverse()).toEqual(times);

    const two = await asMember('13800000002');
    expect((await staffOf(two)).list.map((row) => row.userName)).toEqual(['周建华']);
  });

  it('filters by name or phone, post and war area', async () => {
    const one = await asMember();
    expect((await staffOf(one, '&keyword=谢婷')).list.map((row) => row.phone)).toEqual([
      '13900000004',
    ]);
    expect((await staffOf(one, '&keyword=0000000')).total).toBe(9);
    expect((await staffOf(one, '&post=WAREHOUSE')).list.map((row) => row.userName)).toEqual([
      '韩梅',
    ]);
    const western = await staffOf(one, '&partitionId=3');
    expect(western.list.map((row) => row.userName).sort()).toEqual(['唐亮', '邓超', '韩梅'].sort());
    expect(western.list.every((row) => row.partitionName === '西丽战区')).toBe(true);
  });

  it('links a registered member by phone: they lead the list and join their war area', async () => {
    const one = await asMember();
    const linked = await one.post<StaffMember>(STAFF, { ...linkBody, remark: '  新人  ' });
    expect(linked.resultData).toMatchObject({
      userName: '蒋欣',
      phone: '13900000012',
      post: 'SALES',
      partitionName: '蛇口战区',
    });
    expect((await staffOf(one)).list[0].staffId).toBe(linked.resultData.staffId);
    expect(peopleOf(await partitionsOf(one), '蛇口战区')).toContain('蒋欣');
    const detail = await one.get<StaffDetail>(`${STAFF}/${linked.resultData.staffId}`);
    expect(detail.resultData.remark).toBe('新人');
    // the seeded account 2 is a registered member too
    expect(
      await one.post(STAFF, { ...linkBody, phone: '13800000002', partitionId: null }),
    ).toMatchObject({ resultStatus: true, resultData: { userName: '王建国' } });
  });

  it('refuses a malformed, unknown, own or linked phone, an unknown post or war area, a long remark', async () => {
    const one = await asMember();
    const before = mockApi.snapshot().staffing;
    expect(await one.post(STAFF, { ...linkBody, phone: '1390000' })).toEqual(refused('24501'));
    expect(await one.post(STAFF, { ...linkBody, phone: '13655559999' })).toEqual(refused('24502'));
    expect(await one.post(STAFF, { ...linkBody, phone: '13800000001' })).toEqual(refused('24503'));
    expect(await one.post(STAFF, { ...linkBody, phone: '13900000001' })).toEqual(refused('24504'));
    expect(await one.post(STAFF, { ...linkBody, post: 'CEO' })).toEqual(refused('24505'));
    expect(await one.post(STAFF, { ...linkBody, partitionId: 99 })).toEqual(refused('24506'));
    expect(await one.post(STAFF, { ...linkBody, remark: '备'.repeat(201) })).toEqual(
      refused('24508'),
    );
    expect(mockApi.snapshot().staffing).toEqual(before);
  });

  it('refuses linking, editing and unlinking to a member without the staff codes', async () => {
    const two = await asMember('13800000002');
    const [own] = (await staffOf(two)).list;
    const before = mockApi.snapshot().staffing;
    expect(await two.post(STAFF, { ...linkBody, partitionId: null })).toEqual(
      expect.objectContaining({ errorCode: '10201', errorMessage: '您没有此操作的权限' }),
    );
    expect(
      await put(two, `${STAFF}/${own.staffId}`, { post: 'SALES', partitionId: null, remark: '' }),
    ).toEqual(refused('10201'));
    expect(await two.remove(`${STAFF}/${own.staffId}`)).toEqual(refused('10201'));
    expect(mockApi.snapshot().staffing).toEqual(before);
  });

  it('answers a staff member with the real districts of their war area, and edits their terms', async () => {
    const one = await asMember();
    const [huang] = (await staffOf(one, '&keyword=黄晓明')).list;
    const path = `${STAFF}/${huang.staffId}`;
    const detail = (await one.get<StaffDetail>(path)).resultData;
    expect(detail).toMatchObject({ partitionName: '粤海战区', remark: '粤海片区销售组长' });
    expect(detail.districts.map((district) => district.district)).toEqual([
      '粤海街道',
      '南山街道',
      '沙河街道',
    ]);

    const edited = await put<StaffDetail>(one, path, {
      post: 'SERVICE',
      partitionId: 3,
      remark: '调往西丽',
    });
    expect(edited.resultData).toMatchObject({
      post: 'SERVICE',
      partitionName: '西丽战区',
      remark: '调往西丽',
    });
    expect(edited.resultData.districts.map((district) => district.district)).toContain('西丽街道');
    const areas = await partitionsOf(one);
    expect(peopleOf(areas, '粤海战区')).not.toContain('黄晓明');
    expect(peopleOf(areas, '西丽战区')).toContain('黄晓明');

    const cleared = await put<StaffDetail>(one, path, { post: 'SERVICE', partitionId: 0 });
    expect(cleared.resultData).toMatchObject({ partitionId: null, districts: [], remark: '' });
    expect(await put(one, path, { post: 'SERVICE', partitionId: 42 })).toEqual(refused('24506'));
  });

  it('unlinks a staff member: they leave the list and their war area; another member’s is not found', async () => {
    const one = await asMember();
    const [tang] = (await staffOf(one, '&keyword=唐亮')).list;
    expect(await one.remove(`${STAFF}/${tang.staffId}`)).toMatchObject({ resultStatus: true });
    expect((await staffOf(one)).total).toBe(10);
    expect(peopleOf(await partitionsOf(one), '西丽战区')).not.toContain('唐亮');
    expect(await one.remove(`${STAFF}/${tang.staffId}`)).toEqual(refused('24507'));
    expect(await one.get(`${STAFF}/${tang.staffId}`)).toEqual(refused('24507'));

    const two = await asMember('13800000002');
    const [own] = (await staffOf(two)).list;
    expect(await one.get(`${STAFF}/${own.staffId}`)).toEqual(refused('24507'));
  });
});

describe('war areas (partition)', () => {
  it('gives account 1 three war areas over streets of 南山区, within its centre’s scope', async () => {
    const one = await asMember();
    const areas = await partitionsOf(one);
    expect(areas.map((area) => area.partitionName)).toEqual(['粤海战区', '蛇口战区', '西丽战区']);
    for (const area of areas) {
      expect(area.region.map((district) => district.district)).toEqual([
        '广东省',
        '深圳市',
        '南山区',
      ]);
    }
    expect(areas[1].districts.map((district) => district.district)).toEqual([
      '蛇口街道',
      '招商街道',
      '前海合作区',
    ]);
    const scope = (await one.get<DistributionScope>('v1/front/distribution/scope')).resultData;
    const scopeIds = new Set(scope.districts.map((street) => street.districtId));
    const covered = areas.flatMap((area) => area.districts.map((district) => district.districtId));
    expect(covered.every((id) => scopeIds.has(id))).toBe(true);
    expect(areas.map((area) => area.staff.length)).toEqual([3, 3, 3]);
    expect(areas[0].staff[0]).toEqual({
      staffId: 1,
      userName: '黄晓明',
      phone: '13900000001',
      post: 'SALES',
    });
  });

  it('gives account 2 none', async () => {
    const two = await asMember('13800000002');
    expect(await partitionsOf(two)).toEqual([]);
  });
});

describe('staff notices', () => {
  const notices = async (member: MemberCalls, filter = '') =>
    (await member.get<Paged<StaffNotice>>(`v1/front/staff/notice?${ALL}${filter}`)).resultData;
  const unread = async (member: MemberCalls) =>
    (await member.get<{ count: number }>(UNREAD)).resultData.count;

  it('lists account 1’s eight notices, the newest first, three unread', async () => {
    const one = await asMember();
    const all = await notices(one);
    expect(all.total).toBe(8);
    const times = all.list.map((notice) => notice.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.list[0]).toMatchObject({ title: '关于第二季度销售考核的通知', read: 0 });
    expect(await unread(one)).toBe(3);
    expect((await notices(one, '&read=0')).list.map((notice) => notice.kind)).toEqual([
      'ASSESSMENT',
      'PARTITION',
      'TRAINING',
    ]);
    expect((await notices(one, '&kind=SYSTEM&read=1')).total).toBe(2);
  });

  it('marks a notice read only when told: reading it leaves it unread', async () => {
    const one = await asMember();
    const [first] = (await notices(one, '&read=0')).list;
    const path = `v1/front/staff/notice/${first.noticeId}`;
    const shown = (await one.get<StaffNoticeDetail>(path)).resultData;
    expect(shown.content).toContain('<p>');
    expect(shown.read).toBe(0);
    expect(await unread(one)).toBe(3);

    expect(await put(one, `${path}/read`)).toMatchObject({ resultStatus: true });
    expect(await unread(one)).toBe(2);
    expect((await one.get<StaffNoticeDetail>(path)).resultData.read).toBe(1);
    const readAt = mockApi
      .snapshot()
      .staffing.notices.find((row) => row.noticeId === first.noticeId);
    expect(await put(one, `${path}/read`)).toMatchObject({ resultStatus: true });
    expect(
      mockApi.snapshot().staffing.notices.find((row) => row.noticeId === first.noticeId),
    ).toEqual(readAt);
    expect(await unread(one)).toBe(2);
  });

  it('keeps each member’s notices to themselves; account 2 has one unread of two', async () => {
    const one = await asMember();
    const two = await asMember('13800000002');
    expect((await notices(two)).total).toBe(2);
    expect(await unread(two)).toBe(1);
    const [theirs] = (await notices(two)).list;
    expect(await put(one, `v1/front/staff/notice/${theirs.noticeId}/read`)).toEqual(
      refused('24509'),
    );
    expect(await one.get(`v1/front/staff/notice/${theirs.noticeId}`)).toEqual(refused('24509'));
    expect(await unread(two)).toBe(1);
  });
});
