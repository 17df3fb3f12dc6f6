import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navCopy, pagerCopy, systemLogCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

const sideMenu = () => screen.findByRole('navigation', { name: navCopy.menuTitle });

describe('the permission directive on 系统管理', () => {
  it('shows 系统管理 › 系统日志 to a member holding both codes, with the account log', async () => {
    await renderApp('/member/system_log', { loggedInAs: SEEDED_MEMBER });

    const menu = await sideMenu();
    expect(within(menu).getByText(systemLogCopy.group)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: systemLogCopy.title })).toBeInTheDocument();
    expect(await screen.findAllByText(/下单 PC/)).not.toHaveLength(0);
  });

  it('hides them from a member without the codes, and the page refuses a direct visit', async () => {
    await renderApp('/member/system_log', { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });

    const menu = await sideMenu();
    expect(within(menu).queryByText(systemLogCopy.group)).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: systemLogCopy.title })).toBeNull();
    expect(await screen.findByText(systemLogCopy.forbidden)).toBeInTheDocument();
  });
});

describe('系统日志 pages', () => {
  /** The log's entries as listed, each as its text. */
  const entries = () =>
    screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('simple-list__item'))
      .map((item) => item.textContent);

  it('keeps its page in the URL: page 2 is still page 2 after a reload', async () => {
    const { router, unmount } = await renderApp('/member/system_log', {
      loggedInAs: SEEDED_MEMBER,
    });
    await screen.findAllByText(/下单 PC/);
    const firstPage = entries();

    await userEvent.click(screen.getByRole('button', { name: pagerCopy.next }));
    await waitFor(() => expect(entries()).not.toEqual(firstPage));
    const secondPage = entries();
    expect(router.state.location.search).toBe('?page=2');

    unmount();
    await renderApp(`${router.state.location.pathname}${router.state.location.search}`, {
      loggedInAs: SEEDED_MEMBER,
    });
    await screen.findAllByText(/PC/);
    expect(entries()).toEqual(secondPage);
  });
});
