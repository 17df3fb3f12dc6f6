import { callApi, logInWithPassword } from './call-api';

describe('system log', () => {
  it('answers the account log newest first to a member holding the code, and refuses others', async () => {
    const owner = await logInWithPassword('13800000001');
    const { envelope } = await callApi<{ list: { createTime: string }[]; total: number }>(
      'v1/front/system/log?pageNo=1&pageSize=5',
      { token: owner.accessToken },
    );
    expect(envelope.resultData.list).toHaveLength(5);
    const times = envelope.resultData.list.map((entry) => entry.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const other = await logInWithPassword('13800000002');
    const refused = await callApi('v1/front/system/log', { token: other.accessToken });
    expect(refused.envelope).toMatchObject({ resultStatus: false, errorCode: '10201' });
  });
});
