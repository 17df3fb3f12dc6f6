import { contractEntries } from '@/contract/registry';
import { mockApi } from '@tests/mock-backend';
import { handlers } from '../handlers';
import { API_ORIGIN, asMember, callApi } from './call-api';

/** A path as the mock's handlers list it, its path parameters filled with 1. */
const filled = (path: string) => path.replace(/^\/+/, '').replace(/:\w+/g, '1');

/** GETs that write by design (logging out ends the session): their endpoints say so. */
const WRITING_GETS = new Set(
  contractEntries()
    .filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.changesState)
    .map(({ endpoint }) => filled(endpoint.path)),
);

/** Every GET path the mock answers, its path parameters filled with 1. */
const readPaths = [
  ...new Set(
    handlers.flatMap(({ info }) =>
      info.method === 'GET' && typeof info.path === 'string'
        ? [filled(info.path.replace(/^\*\//, ''))]
        : [],
    ),
  ),
].filter((path) => !WRITING_GETS.has(path));

describe('a read', () => {
  it('never writes: every GET leaves the database as it was', async () => {
    // a member who joined a team since the seed, whose team row a lazy read would create
    const newcomer = await asMember('13800000002');
    await callApi('v1/front/follow', {
      method: 'PUT',
      body: { phone: '13800000001' },
      token: newcomer.token,
    });
    const member = await asMember();
    expect(readPaths.length).toBeGreaterThan(80);
    const before = mockApi.snapshot();
    for (const path of readPaths) {
      for (const { token } of [member, newcomer]) {
        // not every GET answers an envelope (uploads are files): the answer is not read
        await fetch(`${API_ORIGIN}/${path}`, { headers: { accessToken: token } });
      }
    }
    expect(mockApi.snapshot()).toEqual(before);
  });
});
