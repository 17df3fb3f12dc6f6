import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authCopy, commonCopy, memberCopy, navCopy } from '@/copy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { logInAs, renderApp, SEEDED_MEMBER, SEEDED_PASSWORD } from '@tests/render-app';

/** Pages to return to after login that the app refuses: another host once parsed, no URL at all. */
const REFUSED_RETURN_TO = ['%2F.%2F%2Fevil.example%2Fx', '%2F%09%2F'];

describe('route tree', () => {
  it('sends a logged-out visitor from a member page to /login before anything renders', async () => {
    const { router } = await renderApp('/member/member_center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: authCopy.loginTitle })).toBeInTheDocument();
    expect(screen.queryByText(memberCopy.balance)).not.toBeInTheDocument();
  });

  it('returns a visitor to the guarded page they opened, once logged in', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/member/water_order?type=water_order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const form = await screen.findByRole('tabpanel', { name: authCopy.passwordLoginTab });
    await user.type(within(form).getByLabelText(authCopy.phone), SEEDED_MEMBER);
    await user.type(within(form).getByLabelText(authCopy.password), '123456');
    await user.click(within(form).getByRole('button', { name: authCopy.login }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/water_order'));
    expect(router.state.location.search).toBe('?type=water_order');
  });

  it.each(REFUSED_RETURN_TO)(
    'sends a member home after logging in when the page to return to is %s',
    async (returnTo) => {
      const user = userEvent.setup();
      const { router } = await renderApp(`/login?redirect=${returnTo}`);
      const form = await screen.findByRole('tabpanel', { name: authCopy.passwordLoginTab });
      await user.type(within(form).getByLabelText(authCopy.phone), SEEDED_MEMBER);
      await user.type(within(form).getByLabelText(authCopy.password), SEEDED_PASSWORD);
      await user.click(within(form).getByRole('button', { name: authCopy.login }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it.each(REFUSED_RETURN_TO)(
    'sends a logged-in member home from a login link whose page to return to is %s',
    async (returnTo) => {
      const { router } = await renderApp(`/login?redirect=${returnTo}`, {
        loggedInAs: SEEDED_MEMBER,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it('redirects / to /login, and a logged-in member from /login to /home', async () => {
    const { router } = await renderApp('/', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByRole('link', { name: navCopy.greeting('林美女') }),
    ).toBeInTheDocument();
  });

  it('opens /member on the member centre with the balance in yuan', async () => {
    const { router } = await renderApp('/member', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/member_center'));
    expect(await screen.findByText('¥50,000.00')).toBeInTheDocument();
  });

  it('shows the agreement to a logged-out visitor', async () => {
    const { router } = await renderApp('/agreement?name=user');
    expect(
      await screen.findByRole('heading', { name: authCopy.agreementTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agreement');
  });

  it('shows the login banner for 3 seconds after leaving /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = await renderApp('/login');
      await screen.findByRole('heading', { name: authCopy.loginTitle });
      await act(async () => {
        await logInAs(SEEDED_MEMBER);
        await router.navigate('/home');
      });
      expect(await screen.findByText(authCopy.loginSuccessBanner)).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_100);
      });
      expect(screen.queryByText(authCopy.loginSuccessBanner)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useDocumentTitle', () => {
  it('shows the title while mounted and restores the site title on leave', () => {
    const { unmount } = renderHook(() => useDocumentTitle('商品详情'));
    expect(document.title).toBe('商品详情');
    unmount();
    expect(document.title).toBe(commonCopy.siteTitle);
  });
});
