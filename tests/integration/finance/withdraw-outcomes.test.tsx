import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditStatusCopy, withdrawalCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { financeEndpoints } from '@/features/finance/api/finance-endpoints';

/** 账单 with its requests listed; then the request for `yuan` is sent. */
async function requestWithdrawal(yuan: string, whenLoaded?: () => void) {
  await renderApp(hrefs.bills, { loggedInAs: SEEDED_MEMBER });
  const amount = await screen.findByLabelText(withdrawalCopy.amount);
  const requests = await screen.findByRole('region', { name: withdrawalCopy.withdrawalsTitle });
  expect((await within(requests).findAllByText(auditStatusCopy.PASS))[0]).toBeVisible();
  whenLoaded?.();
  await userEvent.type(amount, yuan);
  await userEvent.click(screen.getByRole('button', { name: withdrawalCopy.submit }));
  return amount;
}

const underAudit = () =>
  mockApi.snapshot().withdrawals.filter((row) => row.auditStatus === 'AUDIT');

describe('a withdrawal request whose answer is lost', () => {
  it('is looked up by its number: the server had it, so it counts as submitted, once', async () => {
    mockApi.failNext(financeEndpoints.withdraw, { network: true, after: true });
    const amount = await requestWithdrawal('100');
    expect(await screen.findByText(withdrawalCopy.submitted)).toBeInTheDocument();
    expect(amount).toHaveValue('');
    expect(underAudit().map((row) => row.amount)).toEqual([10_000]);
  });

  it('that never arrived says so, keeps the amount, and the next try holds the money once', async () => {
    mockApi.failNext(financeEndpoints.withdraw, { network: true });
    const amount = await requestWithdrawal('100');
    expect(await screen.findByText(withdrawalCopy.notReceived)).toBeInTheDocument();
    expect(amount).toHaveValue('100');
    expect(underAudit()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: withdrawalCopy.submit }));
    expect(await screen.findByText(withdrawalCopy.submitted)).toBeInTheDocument();
    expect(underAudit().map((row) => row.amount)).toEqual([10_000]);
  });

  it('stays unknown when the requests cannot be read either; sending again still holds once', async () => {
    mockApi.failNext(financeEndpoints.withdraw, { network: true, after: true });
    await requestWithdrawal('100', () =>
      mockApi.failNext(financeEndpoints.withdrawals, { network: true }),
    );
    expect(await screen.findByText(withdrawalCopy.outcomeUnknown)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: withdrawalCopy.submit }));
    expect(await screen.findByText(withdrawalCopy.submitted)).toBeInTheDocument();
    expect(underAudit().map((row) => row.amount)).toEqual([10_000]);
  });
});
