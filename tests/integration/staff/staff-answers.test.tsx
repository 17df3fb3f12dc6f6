import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPath } from '@/config/paths';
import { commonCopy, navCopy, staffCopy, staffNoticeCopy, warAreaCopy } from '@/copy';
import { staffEndpoints } from '@/features/staff/api/staff-endpoints';
import {
  noticeDetailSchema,
  noticePageSchema,
  partitionsSchema,
  staffDetailSchema,
  staffPageSchema,
  unreadCountSchema,
} from '@/features/staff/api/staff-schemas';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('staff answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, an unknown post or kind read as 其他 or 系统, rows without an id left out', () => {
    expect(
      parseAnswer(staffPageSchema, {
        list: [{ staffId: '4', post: 'CEO', partitionId: 0 }, { userName: '无编号' }],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            staffId: 4,
            userName: '',
            phone: '',
            post: 'OTHER',
            partitionId: null,
            partitionName: '',
            linkTime: '',
          },
        ],
        total: 1,
      },
    });
    expect(
      parseAnswer(staffDetailSchema, {
        staffId: 1,
        partitionId: '2',
        districts: [{ districtId: 440305007, district: '粤海街道' }, { district: '无编号' }],
      }),
    ).toMatchObject({
      ok: true,
      value: { partitionId: 2, remark: '', districts: [{ district: '粤海街道' }] },
    });
    expect(parseAnswer(staffDetailSchema, { userName: '无编号' })).toMatchObject({ ok: false });
    expect(
      parseAnswer(noticePageSchema, { list: [{ noticeId: 1, kind: 'PARTY', read: 'yes' }] }),
    ).toMatchObject({ ok: true, value: { list: [{ kind: 'SYSTEM', read: 0, title: '' }] } });
    expect(parseAnswer(noticeDetailSchema, { noticeId: 2, read: '1' })).toMatchObject({
      ok: true,
      value: { read: 1, content: '' },
    });
    expect(parseAnswer(unreadCountSchema, { count: '3' })).toEqual({ ok: true, value: 3 });
    for (const count of [-1, 2.5, 'many', null]) {
      expect(parseAnswer(unreadCountSchema, { count })).toEqual({ ok: true, value: 0 });
    }
    expect(
      parseAnswer(partitionsSchema, [
        { partitionId: 1, staff: [{ staffId: 1, post: 'SALES' }, { userName: '无编号' }] },
        { partitionName: '无编号' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        {
          partitionId: 1,
          partitionName: '',
          region: [],
          districts: [],
          staff: [{ staffId: 1, userName: '', phone: '', post: 'SALES' }],
        },
      ],
    });
  });

  it('general_staff: a failed load shows 加载失败 and 重试, never 暂无员工, then the staff', async () => {
    mockApi.failNext(staffEndpoints.staff, { network: true });
    await renderApp(memberPath('general_staff'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(staffCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('link', { name: '彭丽' })).toBeInTheDocument();
  });

  it('general_staff: a minimal row reads 未分配战区; an empty answer says 暂无员工', async () => {
    mockApi.failNext(staffEndpoints.staff, {
      resultData: { list: [{ staffId: 9, userName: '赵一' }, { userName: '坏行' }] },
    });
    const { unmount } = await renderApp(memberPath('general_staff'), asMember);
    const row = (await screen.findByRole('link', { name: '赵一' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(staffCopy.noPartition)).toBeInTheDocument();
    expect(screen.queryByText('坏行')).toBeNull();
    expectNoCrash();
    unmount();

    mockApi.failNext(staffEndpoints.staff, { resultData: { list: [], total: 0 } });
    await renderApp(memberPath('general_staff'), asMember);
    expect(await screen.findByText(staffCopy.empty)).toBeInTheDocument();
  });

  it('general_staff_info: a failed load offers 重试, never 该员工不存在, then the staff member', async () => {
    mockApi.failNext(staffEndpoints.member, { network: true });
    await renderApp(`${memberPath('general_staff_info')}?id=1`, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(staffCopy.notFound)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('cell', { name: '黄晓明' })).toBeInTheDocument();
  });

  it('general_staff_notice: a failed list offers 重试; the menu count failing shows no count', async () => {
    mockApi.failNext(staffEndpoints.unread, { httpStatus: 500 });
    mockApi.failNext(staffEndpoints.notices, { network: true });
    await renderApp(memberPath('general_staff_notice'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(staffNoticeCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('共 8 条')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: navCopy.menuTitle });
    expect(within(menu).queryByText(/条未读/)).toBeNull();
    // the background count failed quietly: the session and the screen go on
    expect(screen.queryByText(commonCopy.serverException)).toBeNull();
  });

  it('war_area: a failed load offers 重试, never 暂无战区, then the war areas', async () => {
    mockApi.failNext(staffEndpoints.partitions, { network: true });
    await renderApp(memberPath('war_area'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(warAreaCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('region', { name: '粤海战区' })).toBeInTheDocument();
  });
});
