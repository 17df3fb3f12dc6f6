import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  capitalCopy,
  commonCopy,
  creditCopy,
  depositCopy,
  memberCopy,
  paymentCopy,
  rechargeCopy,
  withdrawalCopy,
} from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { standingEndpoints } from '@/features/standing/api/standing-endpoints';

describe('member/member_center', () => {
  it("shows the member's deposit held, credit rating and balance trend beside the account", async () => {
    await renderApp(hrefs.memberCentre, { loggedInAs: SEEDED_MEMBER });
    const deposit = await screen.findByRole('group', { name: depositCopy.heldTitle });
    expect(await within(deposit).findByText('¥67,000.00')).toBeInTheDocument();
    const credit = screen.getByRole('group', { name: creditCopy.pageTitle });
    expect(await within(credit).findByText(creditCopy.summary(93, 'AAA'))).toBeVisible();
    expect(await screen.findByText(capitalCopy.trendTitle)).toBeInTheDocument();
  });

  it('a failed credit rating fails on its own line; the rest of the centre stays', async () => {
    mockApi.failNext(standingEndpoints.credit, { network: true });
    await renderApp(hrefs.memberCentre, { loggedInAs: SEEDED_MEMBER });
    const credit = await screen.findByRole('group', { name: creditCopy.pageTitle });
    expect(await within(credit).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    const deposit = screen.getByRole('group', { name: depositCopy.heldTitle });
    expect(await within(deposit).findByText('¥67,000.00')).toBeInTheDocument();
  });

  it('tops up without an order from 充值 beside the balance, and shows the new balance', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.memberCentre, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('¥50,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: paymentCopy.recharge }));

    const dialog = await screen.findByRole('dialog', { name: paymentCopy.rechargeTitle });
    // nothing is owed: no amount comes prefilled, and a bank transfer only tops up
    const amount = await within(dialog).findByLabelText(rechargeCopy.amount);
    expect(amount).toHaveValue('');
    await user.click(within(dialog).getByRole('radio', { name: '银行转账' }));
    expect(
      await within(dialog).findByRole('button', { name: paymentCopy.rechargeOnly }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: paymentCopy.rechargeAndPay }),
    ).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '微信' }));
    await user.type(within(dialog).getByLabelText(rechargeCopy.amount), '100');
    expect(
      await within(dialog).findByRole('img', { name: rechargeCopy.qrAlt }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    mockApi.completeOnlinePayment('wx');

    expect(
      await screen.findByText(rechargeCopy.credited, undefined, { timeout: 10_000 }),
    ).toBeVisible();
    const shown = screen
      .getByText(memberCopy.balance)
      .closest<HTMLElement>('.member-centre__balance');
    if (!shown) throw new Error('the balance is shown');
    await waitFor(() => expect(within(shown).getByText('¥50,100.00')).toBeInTheDocument(), {
      timeout: 10_000,
    });
  }, 60_000);

  it('offers 充值 on 账单 too, beside the balance it refreshes', async () => {
    const user = userEvent.setup();
    await renderApp(hrefs.bills, {
      loggedInAs: SEEDED_MEMBER,
    });
    const balance = await screen.findByRole('region', { name: withdrawalCopy.balanceTitle });
    await user.click(within(balance).getByRole('button', { name: paymentCopy.recharge }));
    // antd names dialogs by one test id in jsdom, which 账单's form uses too: found by its field
    const amount = await screen.findByLabelText(rechargeCopy.amount);
    expect(amount.closest('[role="dialog"]')).toHaveTextContent(paymentCopy.rechargeTitle);
  }, 60_000);
});
