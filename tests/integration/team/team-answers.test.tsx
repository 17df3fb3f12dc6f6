import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, teamCopy } from '@/copy';
import { teamEndpoints } from '@/features/team/api/team-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  actionPageSchema,
  invitationPageSchema,
  teamPageSchema,
  teamTreeSchema,
} from '@/features/team/api/team-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('team answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, rows without an id or known kind left out', () => {
    expect(
      parseAnswer(teamPageSchema, { list: [{ memberId: '3' }, { userName: '无编号' }] }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            memberId: 3,
            userName: '',
            phone: '',
            grade: 0,
            depth: 0,
            joinTime: '',
            teamSize: 0,
            followed: 0,
          },
        ],
        total: 1,
      },
    });
    expect(
      parseAnswer(teamTreeSchema, [
        { memberId: 1, userName: '甲', children: [{ userName: '无编号' }, { memberId: 2 }] },
        { userName: '无编号' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        {
          memberId: 1,
          userName: '甲',
          depth: 0,
          teamSize: 0,
          children: [{ memberId: 2, userName: '', depth: 0, teamSize: 0, children: [] }],
        },
      ],
    });
    expect(
      parseAnswer(invitationPageSchema, { list: [{ invitationId: 1, status: 'LOST' }], total: 1 }),
    ).toMatchObject({ ok: true, value: { list: [{ status: 'PENDING' }] } });
    expect(
      parseAnswer(actionPageSchema, {
        list: [
          { actionId: 1, type: 'INVITE', failures: [{ userName: '乙' }] },
          { actionId: 2, type: 'SOMETHING_NEW' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            actionId: 1,
            type: 'INVITE',
            targets: [],
            successCount: 0,
            failures: [{ userName: '乙', reason: '' }],
            createTime: '',
          },
        ],
        total: 1,
      },
    });
  });

  it('my_group: a failed load shows 加载失败 and 重试, never 暂无团队成员, then the team', async () => {
    mockApi.failNext(teamEndpoints.team, { network: true });
    await renderApp('/member/my_group', asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(teamCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('彭丽')).toBeInTheDocument();
  });

  it('my_group: a minimal row reads — where a field is missing; an empty team says so', async () => {
    mockApi.failNext(teamEndpoints.team, {
      resultData: { list: [{ memberId: 9, userName: '赵一' }, { userName: '坏行' }] },
    });
    await renderApp('/member/my_group', asMember);
    const row = (await screen.findByText('赵一')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('—')).toHaveLength(2);
    expect(within(row).getByText(teamCopy.notFollowed)).toBeInTheDocument();
    expect(screen.queryByText('坏行')).toBeNull();
    expectNoCrash();
  });

  it('my_group: an empty answer says 暂无团队成员; the tree fails on its own with 重试', async () => {
    mockApi.failNext(teamEndpoints.team, { resultData: { list: [], total: 0 } });
    mockApi.failNext(teamEndpoints.tree, { network: true });
    await renderApp('/member/my_group', asMember);
    expect(await screen.findByText(teamCopy.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: teamCopy.treeTab }));
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('彭丽（一级，团队 0 人）')).toBeInTheDocument();
  });

  it('group_action: the actions fail with 重试, then list the seeded grant with its outcome', async () => {
    mockApi.failNext(teamEndpoints.actions, { network: true });
    await renderApp('/member/group_action', asMember);
    await userEvent.click(await screen.findByRole('tab', { name: teamCopy.actionsTab }));
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(teamCopy.actionsEmpty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('cell', { name: '成员授权' })).toBeInTheDocument();
    expect(screen.getByText('成功 1 人 / 失败 0 人')).toBeInTheDocument();
  });
});
