import { contractStatus, CONTRACT_STATUSES } from '@/lib/enums/designed';
import { parseAnswer } from '@/lib/schema';
import { contractSchema } from '../../api/contract-schemas';
import { canExtend } from '../contract-status';

describe('contract status', () => {
  it('has its designed Chinese label for every status', () => {
    expect(CONTRACT_STATUSES.map(contractStatus.label)).toEqual([
      '生效中',
      '即将到期',
      '已到期',
      '续签审核中',
      '新签审核中',
      '新签未通过',
    ]);
  });

  it('offers 申请续签 only while no request is under review', () => {
    expect(CONTRACT_STATUSES.filter(canExtend)).toEqual(['ACTIVE', 'EXPIRING', 'EXPIRED']);
  });

  it('reads an unknown status as 已到期 rather than as in force', () => {
    const parsed = parseAnswer(contractSchema, { contractId: 1, status: 'TERMINATED' });
    expect(parsed.ok && contractStatus.label(parsed.value.status)).toBe('已到期');
  });
});
