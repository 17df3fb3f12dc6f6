import type { Paged } from '@/lib/schema';
import type {
  Fan,
  FollowState,
  TeamAuthorization,
  UpLevelResult,
} from '@/features/team/api/team-schemas';
import { mockApi } from '@tests/mock-backend';
import { asMember, callApi } from './call-api';

const put = async <T>(token: string, path: string, body: object) =>
  (await callApi<T>(path, { method: 'PUT', body, token })).envelope;

describe('team authorization', () => {
  it('starts unauthorized, authorizes a team and moves to another', async () => {
    const member = await asMember();
    const before = (await member.get<TeamAuthorization>('v1/front/authorization/team')).resultData;
    expect(before.authorizedTeamId).toBeNull();
    expect(before.teamList).toHaveLength(5);

    const first = await member.post<TeamAuthorization>('v1/front/authorization', { teamId: 2 });
    expect(first.resultData.authorizedTeamId).toBe(2);
    await member.post('v1/front/authorization', { teamId: 3 });
    expect(mockApi.snapshot().teamAuthorizations).toMatchObject([{ userId: 1, teamId: 3 }]);

    const missing = await member.post('v1/front/authorization', { teamId: 99 });
    expect(missing).toMatchObject({ resultStatus: false, errorCode: '10106' });
  });
});

describe('level upgrade', () => {
  it('needs a team (9002), then rises one level at a time up to 5', async () => {
    const member = await asMember();
    expect(await member.post('v1/front/user/up/level', {})).toMatchObject({
      resultStatus: false,
      errorCode: '9002',
    });
    await member.post('v1/front/authorization', { teamId: 1 });
    const up = await member.post<UpLevelResult>('v1/front/user/up/level', {});
    expect(up.resultData).toEqual({ level: 4 });
    await member.post('v1/front/user/up/level', {});
    expect(await member.post('v1/front/user/up/level', {})).toMatchObject({ errorCode: '10109' });
    expect(mockApi.snapshot().users[0].level).toBe(5);
  });
});

describe('follow and fans', () => {
  it('follows a member by phone, who then counts the follower among their fans', async () => {
    const two = await asMember('13800000002');
    expect((await two.get<FollowState>('v1/front/authorization/follow')).resultData).toEqual({
      followed: null,
    });
    const followed = await put<FollowState>(two.token, 'v1/front/follow', {
      phone: '13800000001',
    });
    expect(followed.resultData.followed).toMatchObject({
      userName: '林晓雨',
      phone: '138****0001',
    });

    const one = await asMember();
    const fans = (await one.get<Paged<Fan>>('v1/front/authorization/fen?pageNo=1&pageSize=5'))
      .resultData;
    expect(fans.total).toBe(13);
    expect(fans.list).toHaveLength(5);
    expect(fans.list[0]).toMatchObject({ userName: '王建国', phone: '138****0002' });
  });

  it('refuses an unknown phone and oneself', async () => {
    const one = await asMember();
    expect(await put(one.token, 'v1/front/follow', { phone: '13900000000' })).toMatchObject({
      errorCode: '10108',
    });
    expect(await put(one.token, 'v1/front/follow', { phone: '13800000001' })).toMatchObject({
      errorCode: '10107',
    });
  });
});
