import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { paymentCopy, rechargeCopy } from '@/copy';
import type { UserBank } from '@/features/finance/api/finance-schemas';
import { groupBankNumber } from '@/utils/bank';
import { bankTransferProblem, NEW_BANK, toBankRechargeBody } from '../bank-transfer-form';

const banks: UserBank[] = [
  {
    userBankId: 1,
    userBank: '中国工商银行',
    userBankUserName: '林晓雨',
    userBankNo: '6222024000012345678',
    isDefault: 1,
  },
];
const context = { amountFen: 12_345, orderId: 7, type: 1 } as const;

describe('bankTransferProblem', () => {
  it('asks to read the notice first, whatever else is missing', () => {
    expect(bankTransferProblem(false, { ...context, amountFen: null })).toBe(
      paymentCopy.readTransferNotice,
    );
    expect(bankTransferProblem(undefined, context)).toBe(paymentCopy.readTransferNotice);
  });

  it('needs an amount above zero and an order to pay', () => {
    expect(bankTransferProblem(true, { ...context, amountFen: 0 })).toBe(
      rechargeCopy.amountRequired,
    );
    expect(bankTransferProblem(true, { ...context, orderId: null })).toBe(
      rechargeCopy.rechargeAndPayNeedsOrder,
    );
    expect(bankTransferProblem(true, { ...context, orderId: null, type: 0 })).toBeNull();
    expect(bankTransferProblem(true, context)).toBeNull();
  });
});

describe('toBankRechargeBody', () => {
  const time = dayjs('2024-06-20T09:08:07');

  it('sends a new account with the number as typed (grouped in fours) reduced to digits', () => {
    const typed = groupBankNumber('6217 0000-1234a5678 9');
    expect(typed).toBe('6217 0000 1234 5678 9');
    const body = toBankRechargeBody(
      {
        payer: NEW_BANK,
        bank: ' 中国银行 ',
        userName: ' 张三 ',
        bankNo: typed,
        rechargeTime: time,
        certificate: ['/uploads/a.png'],
        remark: ' 货款 ',
        agreed: true,
      },
      banks,
      context,
    );
    expect(body).toEqual({
      bank: '中国银行',
      userName: '张三',
      bankNo: '62170000123456789',
      rechargePrice: 12_345,
      rechargeTime: '2024-06-20 09:08:07',
      passTime: '',
      rechargeCertificate: '/uploads/a.png',
      type: 1,
      orderId: 7,
      break: '货款',
    });
  });

  it('takes a saved account from the member banks', () => {
    const body = toBankRechargeBody(
      { payer: 1, rechargeTime: time, certificate: ['/uploads/b.png'] },
      banks,
      { amountFen: 100, orderId: null, type: 0 },
    );
    expect(body).toMatchObject({
      bank: '中国工商银行',
      userName: '林晓雨',
      bankNo: '6222024000012345678',
      type: 0,
      orderId: null,
      break: '',
    });
  });
});
