import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, creditCopy, depositCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { logInAs, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { standingEndpoints } from '@/features/standing/api/standing-endpoints';
import { CreditRatingStatistic, DepositHeldStatistic } from '../standing-statistics';

function renderStatistics() {
  return renderWithProviders(
    <>
      <DepositHeldStatistic />
      <CreditRatingStatistic />
    </>,
  );
}

describe('the member centre’s deposit and credit statistics', () => {
  it('show the deposits held now and the credit score with its level', async () => {
    await logInAs(SEEDED_MEMBER);
    renderStatistics();
    const deposit = screen.getByRole('group', { name: depositCopy.heldTitle });
    const credit = screen.getByRole('group', { name: creditCopy.pageTitle });
    expect(await within(deposit).findByText('¥67,000.00')).toBeInTheDocument();
    expect(await within(credit).findByText('93 分 · AAA')).toBeInTheDocument();
  });

  it('fail on their own line with 重试, the other figure unharmed, and recover', async () => {
    await logInAs(SEEDED_ZERO_BALANCE_MEMBER);
    mockApi.failNext(standingEndpoints.credit, { network: true });
    renderStatistics();
    const credit = screen.getByRole('group', { name: creditCopy.pageTitle });
    expect(await within(credit).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    const deposit = screen.getByRole('group', { name: depositCopy.heldTitle });
    expect(await within(deposit).findByText('¥5,000.00')).toBeInTheDocument();
    await userEvent.click(within(credit).getByRole('button', { name: commonCopy.retry }));
    expect(await within(credit).findByText('58 分 · C')).toBeInTheDocument();
  });

  it('show a figure the app cannot use as a failure, not a crash', async () => {
    await logInAs(SEEDED_MEMBER);
    mockApi.failNext(standingEndpoints.guarantees, { resultData: { held: 'lots', list: [] } });
    renderStatistics();
    const deposit = screen.getByRole('group', { name: depositCopy.heldTitle });
    expect(await within(deposit).findByText(commonCopy.badAmount)).toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: commonCopy.retry })).toBeInTheDocument();
  });
});
