import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, pagerCopy, teamCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { teamEndpoints } from '@/features/team/api/team-endpoints';

const asMember = { loggedInAs: SEEDED_MEMBER };
const MY_GROUP = memberPath('my_group');
const detailIn = (search: string) => new URLSearchParams(search).get('id');
// antd labels every dialog by one fixed id under test, which the depth filter's select also
// carries here, so the drawer is found by its content
async function findDrawer() {
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent(teamCopy.detailTitle);
  return drawer;
}

describe('my_group: a member in detail, in the URL', () => {
  it('opens from the list into ?id=, opens again from that URL, and closing removes it', async () => {
    const { router, unmount } = await renderApp(`${MY_GROUP}?page=2`, asMember);
    const [first] = await screen.findAllByRole('button', {
      name: new RegExp(`^${teamCopy.detail} `),
    });
    const name = first.getAttribute('aria-label')?.slice(teamCopy.detail.length + 1) ?? '';
    await userEvent.click(first);

    const drawer = await findDrawer();
    expect(await within(drawer).findByText(teamCopy.referrer)).toBeInTheDocument();
    expect(within(drawer).getAllByText(name).length).toBeGreaterThan(0);
    const memberId = detailIn(router.state.location.search);
    expect(memberId).toMatch(/^\d+$/);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    const reloaded = await renderApp(url, asMember);
    const again = await findDrawer();
    expect(await within(again).findByText(teamCopy.referrer)).toBeInTheDocument();
    expect(within(again).getAllByText(name).length).toBeGreaterThan(0);

    await userEvent.click(within(again).getByRole('button', { name: commonCopy.close }));
    await waitFor(() => expect(detailIn(reloaded.router.state.location.search)).toBeNull());
    expect(new URLSearchParams(reloaded.router.state.location.search).get('page')).toBe('2');
    expect(await screen.findByText(pagerCopy.total(25))).toBeInTheDocument();
  });

  it('says so for a member outside the team, and offers 重试 after a failed load', async () => {
    const { router } = await renderApp(`${MY_GROUP}?id=99999`, asMember);
    expect(await within(await findDrawer()).findByText(teamCopy.memberNotFound)).toBeVisible();

    mockApi.failNext(teamEndpoints.member, { network: true });
    const [first] = await screen.findAllByRole('button', {
      name: new RegExp(`^${teamCopy.detail} `),
    });
    await userEvent.click(first);
    await waitFor(() => expect(detailIn(router.state.location.search)).not.toBe('99999'));
    const drawer = await findDrawer();
    expect(await within(drawer).findByText(commonCopy.loadFailed)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: commonCopy.retry }));
    expect(await within(drawer).findByText(teamCopy.referrer)).toBeInTheDocument();
  });
});
