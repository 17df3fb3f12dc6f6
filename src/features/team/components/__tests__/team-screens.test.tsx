import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationStatusCopy, teamCopy } from '@/copy';
import { loginWithPassword } from '@/features/auth/api/login-calls';
import { renderWithProviders } from '@tests/render';
import { SEEDED_MEMBER, SEEDED_PASSWORD } from '@tests/render-app';
import { sampleUser } from '@tests/sample-user';
import { useSessionStore } from '@/stores/session-store';
import { GroupActionPage } from '../group-action-page';
import { MyGroupPage } from '../my-group-page';

/** Logs in as the first seeded member, holding every code or none. */
async function logIn({ codes }: { codes: boolean }) {
  const { accessToken } = await loginWithPassword({
    phone: SEEDED_MEMBER,
    password: SEEDED_PASSWORD,
  });
  useSessionStore.getState().startSession(accessToken, {
    ...sampleUser,
    centreJurisdiction: codes ? sampleUser.centreJurisdiction : '',
  });
}

/** The team table's body rows, once the first level has loaded. */
async function teamRows() {
  await screen.findByText('彭丽');
  return screen.getAllByRole('row').slice(1);
}

describe('my_group: the permission directive', () => {
  it('offers ticking rows and 批量关注 / 批量取消关注 to a member holding the batch code', async () => {
    await logIn({ codes: true });
    renderWithProviders(<MyGroupPage />, { route: '/member/my_group' });
    const [first] = await teamRows();
    expect(within(first).getByRole('checkbox')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: teamCopy.followBatch })).toBeDisabled();
    expect(screen.getByRole('button', { name: teamCopy.unfollowBatch })).toBeInTheDocument();
  });

  it('shows the same team without the batch actions to a member without it; 关注 stays', async () => {
    await logIn({ codes: false });
    renderWithProviders(<MyGroupPage />, { route: '/member/my_group' });
    const [first] = await teamRows();
    expect(within(first).queryByRole('checkbox')).toBeNull();
    expect(within(first).getByRole('button', { name: `${teamCopy.follow} 彭丽` })).toBeVisible();
    expect(screen.queryByRole('button', { name: teamCopy.followBatch })).toBeNull();
    expect(screen.queryByRole('button', { name: teamCopy.unfollowBatch })).toBeNull();
  });
});

describe('group_action: the permission directive', () => {
  it('offers 发送邀请 and 授权成员 to a member holding the authorize code', async () => {
    await logIn({ codes: true });
    renderWithProviders(<GroupActionPage />, { route: '/member/group_action' });
    expect(await screen.findByText('136****0002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: teamCopy.sendInvite })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: teamCopy.grantsTab }));
    expect(await screen.findByText('黄晓明')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: teamCopy.grant })).toBeInTheDocument();
  });

  it('lists the invitations and roles granted without 发送邀请 or 授权成员 to a member without it', async () => {
    await logIn({ codes: false });
    renderWithProviders(<GroupActionPage />, { route: '/member/group_action' });
    expect(await screen.findByText('136****0002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamCopy.sendInvite })).toBeNull();
    expect(screen.queryByLabelText(teamCopy.invitePhone)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: teamCopy.grantsTab }));
    expect(await screen.findByText('黄晓明')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamCopy.grant })).toBeNull();
  });
});

describe('my_group: following', () => {
  it('follows two ticked members at once: the outcome is shown and both read 已关注', async () => {
    await logIn({ codes: true });
    renderWithProviders(<MyGroupPage />, { route: '/member/my_group' });
    const [first, second] = await teamRows();
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    expect(screen.getByText(teamCopy.selected(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: teamCopy.followBatch }));

    expect(await screen.findByText(/成功 2 人 \/ 失败 0 人/)).toBeInTheDocument();
    await waitFor(() => {
      const [one, two] = screen.getAllByRole('row').slice(1);
      expect(within(one).getByText(teamCopy.followed)).toBeInTheDocument();
      expect(within(two).getByText(teamCopy.followed)).toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('tab', { name: teamCopy.attentionTab }));
    expect(await screen.findByText('彭丽')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^取消关注 / })).toHaveLength(2);
  });

  it('shows a member in detail from the tree, and follows them there', async () => {
    await logIn({ codes: false });
    renderWithProviders(<MyGroupPage />, { route: '/member/my_group' });
    await userEvent.click(screen.getByRole('tab', { name: teamCopy.treeTab }));
    await userEvent.click(await screen.findByText('孙立平（二级，团队 2 人）'));
    const drawer = await screen.findByRole('dialog', { name: teamCopy.detailTitle });
    expect(await within(drawer).findByText('黄晓明')).toBeInTheDocument();
    expect(within(drawer).getByText('2 人')).toBeInTheDocument();
    expect(within(drawer).getByText(teamCopy.notFollowed)).toBeInTheDocument();
    await userEvent.click(
      within(drawer).getByRole('button', { name: `${teamCopy.follow} 孙立平` }),
    );
    expect(await within(drawer).findByText(teamCopy.followed)).toBeInTheDocument();
  });

  it('filters by level and keyword through the URL and says when nothing matches', async () => {
    await logIn({ codes: true });
    renderWithProviders(<MyGroupPage />, { route: '/member/my_group?depth=3' });
    expect(await screen.findByText('冯雪')).toBeInTheDocument();
    expect(screen.queryByText('彭丽')).toBeNull();
    await userEvent.type(screen.getByLabelText(teamCopy.searchPlaceholder), '不存在的人');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText(teamCopy.emptyFiltered)).toBeInTheDocument();
  });
});

describe('group_action: inviting', () => {
  it('says what is wrong in Chinese, keeps what was typed, then lists the invitation as 待接受', async () => {
    await logIn({ codes: true });
    renderWithProviders(<GroupActionPage />, { route: '/member/group_action' });
    const phone = screen.getByLabelText(teamCopy.invitePhone);
    const send = screen.getByRole('button', { name: teamCopy.sendInvite });
    await userEvent.type(phone, '1390');
    await userEvent.click(send);
    expect(await screen.findByText(teamCopy.invitePhoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveValue('1390');

    // the server refuses a phone already in the team; the input stays
    await userEvent.type(phone, '0000001');
    await userEvent.click(send);
    expect(await screen.findByText('该手机号已在您的团队中')).toBeInTheDocument();
    expect(phone).toHaveValue('13900000001');

    await userEvent.clear(phone);
    await userEvent.type(phone, '13612345678');
    await userEvent.click(send);
    const row = (await screen.findByText('136****5678')).closest('tr') as HTMLElement;
    expect(within(row).getByText(invitationStatusCopy.PENDING)).toBeInTheDocument();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(teamCopy.invitePhone)).toHaveValue(''));

    await userEvent.click(screen.getByRole('tab', { name: teamCopy.actionsTab }));
    const action = (await screen.findByText('136****5678')).closest('tr') as HTMLElement;
    expect(within(action).getByText('邀请成员')).toBeInTheDocument();
    expect(within(action).getByText('成功 1 人 / 失败 0 人')).toBeInTheDocument();
  });
});
