import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { capitalCopy, commonCopy, creditCopy, depositCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

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
    mockApi.failNext('GET', 'v1/front/credit', { network: true });
    await renderApp(hrefs.memberCentre, { loggedInAs: SEEDED_MEMBER });
    const credit = await screen.findByRole('group', { name: creditCopy.pageTitle });
    expect(await within(credit).findByText(commonCopy.loadFailed)).toBeInTheDocument();
    const deposit = screen.getByRole('group', { name: depositCopy.heldTitle });
    expect(await within(deposit).findByText('¥67,000.00')).toBeInTheDocument();
  });
});
