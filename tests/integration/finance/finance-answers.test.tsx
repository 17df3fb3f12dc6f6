import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCopy, commonCopy, withdrawalCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { financeEndpoints } from '@/features/finance/api/finance-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import {
  billPageSchema,
  userBanksSchema,
  withdrawBalanceSchema,
} from '@/features/finance/api/finance-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();

describe('finance answers: minimal, malformed and failed', () => {
  it('schemas: defaults for optional fields, rows without an id or kind left out, money checked', () => {
    expect(parseAnswer(userBanksSchema, null)).toEqual({ ok: true, value: [] });
    expect(parseAnswer(userBanksSchema, [{ userBankId: '7' }, { userBank: '无编号' }])).toEqual({
      ok: true,
      value: [{ userBankId: 7, userBank: '', userBankUserName: '', userBankNo: '', isDefault: 0 }],
    });
    expect(
      parseAnswer(billPageSchema, {
        list: [
          { billId: 1, type: 'CONSUME', amount: -100, balanceAfter: 0 },
          // without its kind, a line is left out rather than guessed
          { billId: 2, amount: -100, balanceAfter: 0 },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        list: [
          {
            billId: 1,
            type: 'CONSUME',
            amount: -100,
            balanceAfter: 0,
            createTime: '',
            remark: '',
            auditStatus: 'UNDEFINED',
          },
        ],
        total: 1,
      },
    });
    expect(
      parseAnswer(withdrawBalanceSchema, { balance: 1, frozen: 0, available: 0.5 }),
    ).toMatchObject({
      ok: false,
      message: commonCopy.badAmount,
    });
  });

  it('my_bank: a failed load shows 加载失败 and 重试, never 暂无银行账户, then the banks', async () => {
    mockApi.failNext(financeEndpoints.banks, { network: true });
    await renderApp(hrefs.bankAccounts, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(bankCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('中国工商银行（尾号 5678）')).toBeInTheDocument();
  });

  it('my_bank: a minimal row is shown by its last 4 digits; an empty answer says so', async () => {
    mockApi.failNext(financeEndpoints.banks, {
      resultData: [{ userBankId: 9, userBankNo: '6222000011112222' }, { userBank: '坏行' }],
    });
    await renderApp(hrefs.bankAccounts, asMember);
    expect(await screen.findByText('（尾号 2222）')).toBeInTheDocument();
    expect(screen.queryByText(/坏行/)).toBeNull();
    expectNoCrash();
  });

  it('withdrawal: a balance that is not whole fen fails its card with the reason, the rest stays', async () => {
    mockApi.failNext(financeEndpoints.balance, {
      resultData: { balance: 1, frozen: 0, available: 0.5 },
    });
    await renderApp(hrefs.bills, asMember);
    const balanceCard = await screen.findByRole('region', { name: withdrawalCopy.balanceTitle });
    expect(await within(balanceCard).findByText(commonCopy.badAmount)).toBeVisible();
    expect(await screen.findByText(withdrawalCopy.withdrawalsTitle)).toBeInTheDocument();
    expectNoCrash();
  });

  it('withdrawal: a failed statement shows 重试, never 暂无账单, and 重试 loads it', async () => {
    mockApi.failNext(financeEndpoints.bills, { network: true });
    await renderApp(hrefs.bills, asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(withdrawalCopy.billsEmpty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect((await screen.findAllByText('推广收益')).length).toBeGreaterThan(0);
  });

  it('withdrawal: a minimal statement line is shown with its type and signed amount', async () => {
    mockApi.failNext(financeEndpoints.bills, {
      resultData: {
        list: [
          { billId: 1, type: 'REFUND', amount: 250, balanceAfter: 250 },
          { billId: 2, type: 'CONSUME', amount: 1.5, balanceAfter: 0 },
          { billId: 3, type: 'BONUS', amount: 900, balanceAfter: 900 },
        ],
        total: 3,
      },
    });
    await renderApp(hrefs.bills, asMember);
    expect(await screen.findByText('+¥2.50')).toBeInTheDocument();
    expect(screen.getByText('退款')).toBeInTheDocument();
    // the line whose amount is not whole fen is left out, not shown with a guessed amount
    expect(screen.queryByText('消费')).toBeNull();
    // and so is a line of a kind the app does not know, rather than shown as 充值
    expect(screen.queryByText('+¥9.00')).toBeNull();
    expectNoCrash();
  });
});
