import type { Paged } from '@/lib/schema';
import type { Contract } from '@/features/contract/api/contract-schemas';
import { mockApi } from '@tests/mock-backend';
import { callApi, logInWithPassword } from './call-api';

const member = async () => (await logInWithPassword()).accessToken;

async function contracts(token: string): Promise<Contract[]> {
  const { envelope } = await callApi<Paged<Contract>>('v1/front/contract?pageNo=1&pageSize=20', {
    token,
  });
  return envelope.resultData.list;
}

const named = (list: Contract[], name: string) => {
  const contract = list.find((item) => item.contractName === name);
  if (!contract) throw new Error(`no contract ${name}`);
  return contract;
};

describe('contract requests decided by the platform (auditContracts)', () => {
  it('passed: an extension moves the end date, a new contract is signed with its text', async () => {
    const token = await member();
    const before = await contracts(token);
    const extended = named(before, '广告投放服务合同');
    expect(extended.status).toBe('EXTENSION_AUDIT');
    const asked = extended.extension?.endDate;
    expect(named(before, '医疗器械代理合同')).toMatchObject({ status: 'NEW_AUDIT', pdfUrl: null });

    expect(mockApi.auditContracts()).toBe(2);

    const after = await contracts(token);
    expect(named(after, '广告投放服务合同')).toMatchObject({
      status: 'ACTIVE',
      endDate: asked,
      extension: null,
      auditRemark: '',
    });
    const signed = named(after, '医疗器械代理合同');
    expect(signed.status).toBe('ACTIVE');
    expect(signed.pdfUrl).toMatch(/\.pdf$/);
    expect(signed.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // nothing is left to decide
    expect(mockApi.auditContracts('REFUSE', '资料不全')).toBe(0);
    expect(named(await contracts(token), '广告投放服务合同').status).toBe('ACTIVE');
  });

  it('refused: an extension leaves the contract as it was, a new one is 新签未通过, both with the reason', async () => {
    const token = await member();
    const before = named(await contracts(token), '广告投放服务合同');

    expect(mockApi.auditContracts('REFUSE', '续签期限过长，请按年续签')).toBe(2);

    const after = await contracts(token);
    expect(named(after, '广告投放服务合同')).toMatchObject({
      status: 'ACTIVE',
      endDate: before.endDate,
      extension: null,
      auditRemark: '续签期限过长，请按年续签',
    });
    expect(named(after, '医疗器械代理合同')).toMatchObject({
      status: 'REFUSED',
      pdfUrl: null,
      auditRemark: '续签期限过长，请按年续签',
    });

    // a refused extension may be asked again, and a new request clears the old reason
    const { envelope } = await callApi<Contract>('v1/front/user/contract/extension', {
      method: 'POST',
      token,
      body: { contractId: before.contractId, endDate: '2099-12-31', reason: '按年续签' },
    });
    expect(envelope.resultData).toMatchObject({ status: 'EXTENSION_AUDIT', auditRemark: '' });
  });
});
