import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rewardCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { findMemberCentreBalance } from '@tests/member-centre';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { standingEndpoints } from '@/features/standing/api/standing-endpoints';

const SEEDED_BALANCE = 5_000_000;
const REWARD = '半年度优秀会员奖';
const REWARD_FEN = 88_800;

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const balance = () => mockApi.snapshot().users[0].balance;

describe('my_reward: claiming a reward', () => {
  it('moves a pending reward to 已领取 and its amount into the balance, once', async () => {
    await renderApp(memberPath('my_reward'), { loggedInAs: SEEDED_MEMBER });
    const row = await rowOf(REWARD);
    expect(within(row).getByText('待领取')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: `${rewardCopy.claim} ${REWARD}` }),
    );

    expect(await screen.findByText(rewardCopy.claimed('¥888.00'))).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf(REWARD)).getByText('已领取')).toBeVisible(),
    );
    expect(within(await rowOf(REWARD)).queryByRole('button')).toBeNull();
    expect(balance()).toBe(SEEDED_BALANCE + REWARD_FEN);
  });

  it('shows the new balance in the member centre, already read before the claim', async () => {
    const { router } = await renderApp(memberPath('member_center'), { loggedInAs: SEEDED_MEMBER });
    expect(await findMemberCentreBalance()).toHaveTextContent('¥50,000.00');

    await act(() => router.navigate(memberPath('my_reward')));
    await userEvent.click(
      within(await rowOf(REWARD)).getByRole('button', { name: `${rewardCopy.claim} ${REWARD}` }),
    );
    expect(await screen.findByText(rewardCopy.claimed('¥888.00'))).toBeInTheDocument();

    await act(() => router.navigate(memberPath('member_center')));
    await waitFor(async () =>
      expect(await findMemberCentreBalance()).toHaveTextContent('¥50,888.00'),
    );
  });

  it('offers no second claim while the first is on its way', async () => {
    mockApi.failNext(
      { endpoint: standingEndpoints.claimAward, params: { awardId: 9 } },
      { delayMs: 600 },
    );
    await renderApp(memberPath('my_reward'), { loggedInAs: SEEDED_MEMBER });
    const claim = within(await rowOf(REWARD)).getByRole('button', {
      name: `${rewardCopy.claim} ${REWARD}`,
    });
    await userEvent.click(claim);
    for (const button of screen.getAllByRole('button', {
      name: new RegExp(`^${rewardCopy.claim} `),
    })) {
      expect(button).toBeDisabled();
    }
    await userEvent.click(claim);
    expect(await screen.findByText(rewardCopy.claimed('¥888.00'))).toBeInTheDocument();
    expect(balance()).toBe(SEEDED_BALANCE + REWARD_FEN);
  });

  it('shows the server’s refusal and reads the list again', async () => {
    mockApi.failNext(
      { endpoint: standingEndpoints.claimAward, params: { awardId: 9 } },
      {
        errorCode: '21002',
        errorMessage: '该奖励已领取，请勿重复领取',
      },
    );
    await renderApp(memberPath('my_reward'), { loggedInAs: SEEDED_MEMBER });
    await userEvent.click(
      within(await rowOf(REWARD)).getByRole('button', { name: `${rewardCopy.claim} ${REWARD}` }),
    );
    expect(await screen.findByText('该奖励已领取，请勿重复领取')).toBeInTheDocument();
    expect(within(await rowOf(REWARD)).getByText('待领取')).toBeInTheDocument();
    expect(balance()).toBe(SEEDED_BALANCE);
  });

  it('after a lost answer says the outcome is unknown and shows what the server did', async () => {
    mockApi.failNext(
      { endpoint: standingEndpoints.claimAward, params: { awardId: 9 } },
      { network: true, after: true },
    );
    await renderApp(memberPath('my_reward'), { loggedInAs: SEEDED_MEMBER });
    await userEvent.click(
      within(await rowOf(REWARD)).getByRole('button', { name: `${rewardCopy.claim} ${REWARD}` }),
    );
    expect(await screen.findByText(rewardCopy.claimUnknown)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf(REWARD)).getByText('已领取')).toBeVisible(),
    );
    expect(balance()).toBe(SEEDED_BALANCE + REWARD_FEN);
  });

  it('filters by state in the URL', async () => {
    const { router } = await renderApp(`${memberPath('my_reward')}?state=EXPIRED`, {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText('春节采购红包')).toBeInTheDocument();
    expect(screen.queryByText(REWARD)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '待领取' }));
    expect(await screen.findByText(REWARD)).toBeInTheDocument();
    expect(screen.queryByText('春节采购红包')).toBeNull();
    expect(router.state.location.search).toBe('?state=PENDING');
  });
});
