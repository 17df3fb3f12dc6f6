import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { contractCopy } from '@/copy';
import { extensionRules, toExtensionBody, toNewContractBody } from '../contract-form';

async function endDateError(current: string, chosen: string | null): Promise<string | null> {
  const rule = extensionRules(current).endDate[1] as RuleObject;
  try {
    await rule.validator?.(rule, chosen === null ? null : dayjs(chosen), () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('contract forms', () => {
  it('wants the extended end date after the current one', async () => {
    expect(await endDateError('2026-12-20', '2026-12-20')).toBe(contractCopy.newEndDateTooEarly);
    expect(await endDateError('2026-12-20', '2025-01-01')).toBe(contractCopy.newEndDateTooEarly);
    expect(await endDateError('2026-12-20', '2027-12-20')).toBeNull();
  });

  it('sends dates as YYYY-MM-DD and texts trimmed', () => {
    expect(
      toExtensionBody({ contractId: 4 }, { endDate: dayjs('2027-12-20'), reason: ' 续签一年 ' }),
    ).toEqual({ contractId: 4, endDate: '2027-12-20', reason: '续签一年' });
    expect(
      toNewContractBody({
        contractName: ' 仓储合同 ',
        party: '某公司',
        period: [dayjs('2027-01-01'), dayjs('2027-12-31')],
        remark: '',
      }),
    ).toEqual({
      contractName: '仓储合同',
      party: '某公司',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      remark: '',
    });
  });
});
