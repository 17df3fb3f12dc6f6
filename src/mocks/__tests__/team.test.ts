import type { Paged } from '@/lib/schema';
import type {
  Fan,
  FollowBatchResult,
  Invitation,
  TeamAction,
  TeamGrant,
  TeamMemberDetail,
  TeamNode,
  TeamMember,
} from '@/features/team/api/team-schemas';
import { mockApi } from '@tests/mock-backend';
import { asMember, callApi } from './call-api';

const ALL = 'pageNo=1&pageSize=100';

const countNodes = (nodes: TeamNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

describe('the team', () => {
  it('seeds 25 members over three levels for account 1 and three for account 2', async () => {
    const one = await asMember();
    const team = (await one.get<Paged<TeamMember>>(`v1/front/team?${ALL}`)).resultData;
    expect(team.total).toBe(25);
    const byDepth = [1, 2, 3].map((depth) => team.list.filter((row) => row.depth === depth).length);
    expect(byDepth).toEqual([12, 9, 4]);
    expect(team.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    const two = await asMember('13800000002');
    expect((await two.get<Paged<TeamMember>>(`v1/front/team?${ALL}`)).resultData.total).toBe(3);
  });

  it('agrees with authorization/fen: the first level is the fans, and a new fan joins it', async () => {
    const one = await asMember();
    const fans = (await one.get<Paged<Fan>>(`v1/front/authorization/fen?${ALL}`)).resultData;
    const firstLevel = (await one.get<Paged<TeamMember>>(`v1/front/team?depth=1&${ALL}`))
      .resultData;
    expect(firstLevel.list.map((row) => row.userName).sort()).toEqual(
      fans.list.map((fan) => fan.userName).sort(),
    );

    // account 2 takes account 1 as referrer: it joins the first level with its own team below
    const two = await asMember('13800000002');
    await callApi('v1/front/follow', {
      method: 'PUT',
      body: { phone: '13800000001' },
      token: two.token,
    });
    const after = (await one.get<Paged<TeamMember>>(`v1/front/team?keyword=王建国&${ALL}`))
      .resultData;
    expect(after.list).toEqual([
      expect.objectContaining({ userName: '王建国', depth: 1, teamSize: 3 }),
    ]);
    expect((await one.get<Paged<TeamMember>>(`v1/front/team?${ALL}`)).resultData.total).toBe(29);
  });

  it('filters by level and keyword, and builds the tree of the same members', async () => {
    const one = await asMember();
    const third = (await one.get<Paged<TeamMember>>(`v1/front/team?depth=3&${ALL}`)).resultData;
    expect(third.list.map((row) => row.userName).sort()).toEqual(
      ['冯雪', '董磊', '袁芳', '潘伟'].sort(),
    );
    const found = (await one.get<Paged<TeamMember>>('v1/front/team?keyword=孙立平')).resultData;
    expect(found.list).toEqual([expect.objectContaining({ depth: 2, teamSize: 2 })]);

    const tree = (await one.get<TeamNode[]>('v1/front/team/tree')).resultData;
    expect(tree).toHaveLength(12);
    expect(countNodes(tree)).toBe(25);

    const detail = (
      await one.get<TeamMemberDetail>(`v1/front/team/member/${found.list[0].memberId}`)
    ).resultData;
    expect(detail).toMatchObject({ userName: '孙立平', referrerName: '黄晓明', followed: 0 });
    // a member of another team is not shown
    const two = await asMember('13800000002');
    expect(await two.get(`v1/front/team/member/${found.list[0].memberId}`)).toMatchObject({
      resultStatus: false,
      errorCode: '23101',
    });
  });
});

describe('following', () => {
  it('follows and unfollows one member; the list and the followed members agree', async () => {
    const one = await asMember();
    const [first] = (await one.get<Paged<TeamMember>>('v1/front/team')).resultData.list;
    await one.post('v1/front/attention', { memberId: first.memberId });
    const followed = (await one.get<Paged<TeamMember>>('v1/front/attention')).resultData;
    expect(followed.list).toEqual([
      expect.objectContaining({ memberId: first.memberId, followed: 1 }),
    ]);
    await one.remove(`v1/front/attention/${first.memberId}`);
    expect((await one.get<Paged<TeamMember>>('v1/front/attention')).resultData.total).toBe(0);
  });

  it('follow/batch follows each member it can, says why for the others, and records the action', async () => {
    const one = await asMember();
    const [a, b] = (await one.get<Paged<TeamMember>>('v1/front/team')).resultData.list;
    await one.post('v1/front/attention', { memberId: a.memberId });
    const result = await one.post<FollowBatchResult>('v1/front/follow/batch', {
      memberIds: [a.memberId, b.memberId, 999],
      action: 'FOLLOW',
    });
    expect(result.resultData).toEqual({
      successCount: 1,
      failures: [
        { userName: a.userName, reason: '已关注，无需重复关注' },
        { userName: '999', reason: '不在您的团队中' },
      ],
    });
    const actions = (await one.get<Paged<TeamAction>>('v1/front/team/action')).resultData;
    expect(actions.list[0]).toMatchObject({
      type: 'FOLLOW_BATCH',
      successCount: 1,
      targets: [a.userName, b.userName, '999'],
    });

    const undo = await one.post<FollowBatchResult>('v1/front/follow/batch', {
      memberIds: [a.memberId, b.memberId],
      action: 'UNFOLLOW',
    });
    expect(undo.resultData).toEqual({ successCount: 2, failures: [] });
  });

  it('refuses follow/batch, inviting and granting a role to a member without the codes', async () => {
    const two = await asMember('13800000002');
    const [member] = (await two.get<Paged<TeamMember>>('v1/front/team')).resultData.list;
    expect(
      await two.post('v1/front/follow/batch', { memberIds: [member.memberId], action: 'FOLLOW' }),
    ).toMatchObject({
      resultStatus: false,
      errorCode: '10201',
      errorMessage: '您没有此操作的权限',
    });
    expect(
      await two.post('v1/front/team/authorization', { memberId: member.memberId, role: 'LEADER' }),
    ).toMatchObject({ resultStatus: false, errorCode: '10201' });
    expect(await two.post('v1/front/team/invitation', { phone: '13612345678' })).toMatchObject({
      resultStatus: false,
      errorCode: '10201',
    });
    expect(mockApi.snapshot().team.actions.filter((row) => row.userId === 2)).toEqual([]);
  });
});

describe('invitations and roles', () => {
  it('invites a phone once, refuses bad or known phones, and records the invitation', async () => {
    const one = await asMember();
    expect(await one.post('v1/front/team/invitation', { phone: '12345' })).toMatchObject({
      errorCode: '23102',
    });
    expect(await one.post('v1/front/team/invitation', { phone: '13900000001' })).toMatchObject({
      errorCode: '23104',
    });
    expect(await one.post('v1/front/team/invitation', { phone: '13800000001' })).toMatchObject({
      errorCode: '23103',
    });
    expect(await one.post('v1/front/team/invitation', { phone: '13612345678' })).toMatchObject({
      resultStatus: true,
    });
    expect(await one.post('v1/front/team/invitation', { phone: '13612345678' })).toMatchObject({
      errorCode: '23105',
    });
    const invitations = (await one.get<Paged<Invitation>>('v1/front/team/invitation')).resultData;
    expect(invitations.list[0]).toMatchObject({ phone: '136****5678', status: 'PENDING' });
    expect(invitations.total).toBe(4);
    const actions = (await one.get<Paged<TeamAction>>('v1/front/team/action')).resultData;
    expect(actions.list[0]).toMatchObject({ type: 'INVITE', targets: ['136****5678'] });
  });

  it('an invited phone that registers joins the team of who invited it, and the invitation reads JOINED', async () => {
    const one = await asMember();
    expect(await one.post('v1/front/team/invitation', { phone: '13612345678' })).toMatchObject({
      resultStatus: true,
    });
    await callApi('v1/front/code', {
      method: 'POST',
      body: { phone: '13612345678', type: 'register' },
    });
    const newcomer = {
      phone: '13612345678',
      code: '123456',
      password: 'secret9',
      userName: '韩新',
    };
    expect(
      (await callApi('v1/front/register', { method: 'POST', body: newcomer })).envelope,
    ).toMatchObject({
      resultStatus: true,
    });

    const invitations = (await one.get<Paged<Invitation>>('v1/front/team/invitation')).resultData;
    expect(invitations.list[0]).toMatchObject({ phone: '136****5678', status: 'JOINED' });
    const firstLevel = (await one.get<Paged<TeamMember>>(`v1/front/team?depth=1&${ALL}`))
      .resultData;
    expect(firstLevel.list.map((row) => row.userName)).toContain('韩新');
    expect(firstLevel.total).toBe(13);
    expect(await one.post('v1/front/team/invitation', { phone: '13612345678' })).toMatchObject({
      errorCode: '23104',
    });
  });

  it('grants a role once to a team member and lists it', async () => {
    const one = await asMember();
    const [member] = (await one.get<Paged<TeamMember>>('v1/front/team?keyword=冯雪')).resultData
      .list;
    const body = { memberId: member.memberId, role: 'PROMOTER' };
    expect(await one.post('v1/front/team/authorization', body)).toMatchObject({
      resultStatus: true,
    });
    expect(await one.post('v1/front/team/authorization', body)).toMatchObject({
      errorCode: '23107',
    });
    expect(
      await one.post('v1/front/team/authorization', { memberId: member.memberId, role: 'KING' }),
    ).toMatchObject({ errorCode: '23106' });
    const grants = (await one.get<Paged<TeamGrant>>('v1/front/authorization')).resultData;
    expect(grants.list[0]).toMatchObject({ userName: '冯雪', role: 'PROMOTER' });
    expect(grants.total).toBe(2);
  });
});
