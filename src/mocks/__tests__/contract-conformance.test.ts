import { holdMockToContract } from '@/contract/mock-conformance';
import { observeAnswers } from '../handlers/envelope';
import { asMember, callApi } from './call-api';

describe('the mock in the tests', () => {
  it('shows every answer it gives to the contract check, with its endpoint', async () => {
    const seen: string[] = [];
    const { token } = await asMember();
    observeAnswers((endpoint, answer) => seen.push(`${endpoint.path} ${answer.resultStatus}`));
    try {
      await callApi('v1/front/medical/item?pageNo=1&pageSize=5&category=operation', { token });
      await callApi('v1/front/medical/item?pageNo=1&pageSize=5&category=none', { token });
    } finally {
      holdMockToContract();
    }
    expect(seen).toEqual(['v1/front/medical/item true', 'v1/front/medical/item false']);
  });
});
