import { act, screen, waitFor } from '@testing-library/react';
import { navCopy } from '@/copy';
import { useOrderLock } from '@/features/checkout/stores/order-lock-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { findMemberCentreBalance } from '@tests/member-centre';
import { logInAs, renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

const balanceShows = (amount: string) =>
  waitFor(async () => expect(await findMemberCentreBalance()).toHaveTextContent(amount));

describe('a second member on the same tab', () => {
  it('sees none of the first member’s data, dialogs or client state', async () => {
    const { router } = await renderApp('/member/member_center', { loggedInAs: SEEDED_MEMBER });
    await balanceShows('¥50,000.00');
    act(() => {
      useUiStore.getState().openCheckout({ kind: 'order', orderId: 13 });
      useUiStore.getState().setCategoryOpen(true);
      useUiStore.getState().requestConnect();
      useOrderLock.setState({ phase: 'paying' });
    });

    await act(async () => {
      useSessionStore.getState().endSession();
      await router.navigate('/login');
      await logInAs(SEEDED_ZERO_BALANCE_MEMBER);
      await router.navigate('/member/member_center');
    });

    expect(
      await screen.findByRole('link', { name: navCopy.greeting('王叔叔') }),
    ).toBeInTheDocument();
    await balanceShows('¥0.00');
    expect(screen.queryByText('¥50,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('林美女')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useUiStore.getState()).toMatchObject({
      checkout: null,
      recharge: null,
      categoryOpen: false,
      connectRequested: false,
    });
    expect(useOrderLock.getState().phase).toBeNull();
  });
});
