import type { Paged } from '@/lib/schema';
import type {
  Bill,
  UserBank,
  Withdrawal,
  WithdrawBalance,
} from '@/features/finance/api/finance-schemas';
import { mockApi } from '@tests/mock-backend';
import { dayFromToday } from '@tests/seed-day';
import { callApi, logInWithPassword } from './call-api';
import { addPendingOrder } from './pending-order';

const member = async (phone?: string) => (await logInWithPassword(phone)).accessToken;

const banksOf = async (token: string) =>
  (await callApi<UserBank[]>('v1/front/my/bank', { token })).envelope.resultData;

const balanceOf = async (token: string) =>
  (await callApi<WithdrawBalance>('v1/front/withdraw/deposit/balance', { token })).envelope
    .resultData;

const newBank = {
  userBank: '中国银行',
  userBankUserName: '林晓雨',
  userBankNo: '6216 6100 0001 2346 789',
};

describe('bank accounts', () => {
  it('adds, edits, sets the default and deletes the member own accounts', async () => {
    const token = await member();
    const created = await callApi<UserBank>('v1/front/my/bank', {
      method: 'POST',
      body: newBank,
      token,
    });
    expect(created.envelope.resultData).toMatchObject({
      userBank: '中国银行',
      userBankNo: '6216610000012346789',
      isDefault: 0,
    });
    const id = created.envelope.resultData.userBankId;
    expect(id).toBe(3);

    await callApi(`v1/front/my/bank/${id}`, {
      method: 'PUT',
      body: { ...newBank, userBank: '中国银行深圳分行' },
      token,
    });
    await callApi(`v1/front/my/bank/${id}/default`, { method: 'PUT', token });
    const banks = await banksOf(token);
    expect(banks.map((bank) => [bank.userBankId, bank.isDefault])).toEqual([
      [3, 1],
      [1, 0],
      [2, 0],
    ]);
    expect(banks[0].userBank).toBe('中国银行深圳分行');

    await callApi(`v1/front/my/bank/${id}`, { method: 'DELETE', token });
    expect((await banksOf(token)).map((bank) => [bank.userBankId, bank.isDefault])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('refuses an incomplete account, a bad number and another member account', async () => {
    const token = await member();
    const incomplete = await callApi('v1/front/my/bank', {
      method: 'POST',
      body: { ...newBank, userBankUserName: ' ' },
      token,
    });
    expect(incomplete.envelope.errorCode).toBe('20901');
    const short = await callApi('v1/front/my/bank', {
      method: 'POST',
      body: { ...newBank, userBankNo: '1234' },
      token,
    });
    expect(short.envelope.errorCode).toBe('20902');
    const other = await member('13800000002');
    const foreign = await callApi('v1/front/my/bank/1', { method: 'DELETE', token: other });
    expect(foreign.envelope.errorCode).toBe('20903');
    expect(mockApi.snapshot().banks).toHaveLength(2);
  });

  it("makes a member's first account the default", async () => {
    const token = await member('13800000002');
    await callApi('v1/front/my/bank', { method: 'POST', body: newBank, token });
    expect((await banksOf(token)).map((bank) => bank.isDefault)).toEqual([1]);
  });
});

describe('bills and withdrawals', () => {
  it('seeds 40+ lines across months ending at the balance, newest first', async () => {
    const token = await member();
    const page = await callApi<Paged<Bill>>('v1/front/withdraw/deposit?pageNo=1&pageSize=100', {
      token,
    });
    const { list, total } = page.envelope.resultData;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(list[0].balanceAfter).toBe(5_000_000);
    expect(new Set(list.map((bill) => bill.createTime.slice(0, 7))).size).toBeGreaterThan(3);
    expect(new Set(list.map((bill) => bill.type))).toEqual(
      new Set(['RECHARGE', 'CONSUME', 'REFUND', 'WITHDRAW', 'INCOME', 'REWARD']),
    );
    expect(list.every((bill) => bill.balanceAfter >= 0 && Number.isInteger(bill.amount))).toBe(
      true,
    );
    // each line's balance is the one before it plus its amount
    for (let index = 0; index < list.length - 1; index += 1) {
      expect(list[index].balanceAfter).toBe(list[index + 1].balanceAfter + list[index].amount);
    }
    const second = await member('13800000002');
    const few = await callApi<Paged<Bill>>('v1/front/withdraw/deposit', { token: second });
    // four lines of its own and a claimed reward
    expect(few.envelope.resultData.total).toBe(5);
    expect(few.envelope.resultData.list[0].balanceAfter).toBe(0);
  });

  it('filters by type and by days, both included', async () => {
    const token = await member();
    const refunds = await callApi<Paged<Bill>>(
      'v1/front/withdraw/deposit?pageSize=100&type=REFUND',
      {
        token,
      },
    );
    expect(refunds.envelope.resultData.total).toBeGreaterThan(0);
    expect(refunds.envelope.resultData.list.every((bill) => bill.type === 'REFUND')).toBe(true);
    // thirty days of the seeded statement, which runs up to today
    const [start, end] = [dayFromToday(-60), dayFromToday(-30)];
    const month = await callApi<Paged<Bill>>(
      `v1/front/withdraw/deposit?pageSize=100&startTime=${start}&endTime=${end}`,
      { token },
    );
    const days = month.envelope.resultData.list.map((bill) => bill.createTime.slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= start && day <= end)).toBe(true);
  });

  it('a withdrawal holds the amount at once, lists as 提现 under audit, once per key', async () => {
    const token = await member();
    const send = (amount: number, idempotencyKey = 'w-1') =>
      callApi<Withdrawal>('v1/front/withdraw/deposit', {
        method: 'POST',
        body: { userBankId: 2, amount },
        token,
        idempotencyKey,
      });
    const first = await send(123_456);
    const again = await send(123_456);
    expect(again.envelope).toEqual(first.envelope);
    expect(first.envelope.resultData).toMatchObject({ amount: 123_456, auditStatus: 'AUDIT' });

    expect(await balanceOf(token)).toEqual({
      balance: 5_000_000,
      frozen: 123_456,
      available: 4_876_544,
    });
    const bills = await callApi<Paged<Bill>>('v1/front/withdraw/deposit?type=WITHDRAW', { token });
    expect(bills.envelope.resultData.list[0]).toMatchObject({
      amount: -123_456,
      balanceAfter: 4_876_544,
      auditStatus: 'AUDIT',
    });
    const applies = await callApi<Paged<Withdrawal>>('v1/front/withdraw/deposit/apply', { token });
    expect(applies.envelope.resultData.list[0]).toMatchObject({
      amount: 123_456,
      auditStatus: 'AUDIT',
      userBankNo: '6225880187654321',
    });
    expect(mockApi.snapshot().users[0].balance).toBe(4_876_544);
  });

  it('keeps the request number; the audit pays a request out or gives its amount back', async () => {
    const token = await member();
    const send = (amount: number, requestNo: string) =>
      callApi<Withdrawal>('v1/front/withdraw/deposit', {
        method: 'POST',
        body: { userBankId: 2, amount, requestNo },
        token,
        idempotencyKey: requestNo,
      });
    await send(100_000, 'kept');
    mockApi.auditWithdrawals('PASS');
    await send(200_000, 'refused');
    mockApi.auditWithdrawals('REFUSE');

    const applies = await callApi<Paged<Withdrawal>>('v1/front/withdraw/deposit/apply', { token });
    expect(
      applies.envelope.resultData.list.slice(0, 2).map((row) => [row.requestNo, row.auditStatus]),
    ).toEqual([
      ['refused', 'REFUSE'],
      ['kept', 'PASS'],
    ]);
    expect(await balanceOf(token)).toEqual({
      balance: 4_900_000,
      frozen: 0,
      available: 4_900_000,
    });
    const bills = await callApi<Paged<Bill>>('v1/front/withdraw/deposit?pageSize=1', { token });
    expect(bills.envelope.resultData.list[0]).toMatchObject({
      type: 'REFUND',
      amount: 200_000,
      balanceAfter: 4_900_000,
    });
  });

  it('refuses zero, more than is available and a bank that is not the member own', async () => {
    const token = await member();
    const post = (body: object) =>
      callApi('v1/front/withdraw/deposit', { method: 'POST', body, token });
    expect((await post({ userBankId: 1, amount: 0 })).envelope.errorCode).toBe('20904');
    expect((await post({ userBankId: 1, amount: 12.5 })).envelope.errorCode).toBe('20904');
    expect((await post({ userBankId: 1, amount: 5_000_001 })).envelope.errorCode).toBe('20905');
    expect((await post({ userBankId: 99, amount: 100 })).envelope.errorCode).toBe('20903');
    expect(mockApi.snapshot().users[0].balance).toBe(5_000_000);
    expect(mockApi.snapshot().withdrawals.every((row) => row.auditStatus === 'PASS')).toBe(true);
  });
});

describe('the statement follows every change of the balance', () => {
  it('a paid order and an online top-up each add their line, ending at the balance', async () => {
    const token = await member();
    const orderId = addPendingOrder(1, 12_345);
    await callApi('v1/front/balance', { method: 'POST', body: { orderId }, token });
    await callApi('v1/front/order/wx?price=20000', { method: 'POST', token });
    mockApi.completeOnlinePayment('wx');

    const bills = (
      await callApi<Paged<Bill>>('v1/front/withdraw/deposit?pageNo=1&pageSize=2', { token })
    ).envelope.resultData.list;
    expect(bills.map(({ type, amount }) => [type, amount])).toEqual([
      ['RECHARGE', 20_000],
      ['CONSUME', -12_345],
    ]);
    const balance = await balanceOf(token);
    expect(bills[0]?.balanceAfter).toBe(balance.balance);
    expect(balance.balance).toBe(5_000_000 - 12_345 + 20_000);
  });
});
