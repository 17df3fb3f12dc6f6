import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectCopy, memberCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { teamEndpoints } from '@/features/team/api/team-endpoints';
import { apiClient } from '@/lib/api-client';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';

// Each step may wait longer than the suite's default on a shared 2-core machine.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: 5_000 }));

describe('升级', () => {
  it('shows the new level in the member centre seen before, not the level it had', async () => {
    const user = userEvent.setup();
    await logInAs(SEEDED_MEMBER);
    // rising a level needs an authorized team
    await apiClient.call(teamEndpoints.authorizeTeam, { body: { teamId: 2 } });
    const { router } = await renderApp(memberPath('member_center'));
    expect(await screen.findByText(memberCopy.levelValue(3))).toBeInTheDocument();

    await act(() => router.navigate('/home'));
    await user.click(await screen.findByRole('button', { name: connectCopy.open }));
    const drawer = await screen.findByRole('dialog', { name: connectCopy.drawerTitle });
    await user.click(within(drawer).getByRole('button', { name: connectCopy.upLevel }));
    expect(await within(drawer).findByText(connectCopy.level(4))).toBeInTheDocument();

    await act(() => router.navigate(memberPath('member_center')));
    expect(await screen.findByText(memberCopy.levelValue(4))).toBeInTheDocument();
    expect(screen.queryByText(memberCopy.levelValue(3))).not.toBeInTheDocument();
  }, 90_000);
});
