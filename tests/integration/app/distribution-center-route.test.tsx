import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, distributionCopy } from '@/copy';
import { distributionEndpoints } from '@/features/distribution/api/distribution-endpoints';
import { ALL_PERMISSION_CODES } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { mockApi, mockServer } from '@tests/mock-backend';
import { renderApp, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

describe('distribution_center route', () => {
  it('applies for a centre with a region chosen in the address cascader, down to the gear level', async () => {
    const user = userEvent.setup();
    await renderApp('/member/distribution_center', { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    // the member holds the code in the app; the mock, which refuses members without it, answers
    const current = useSessionStore.getState().user;
    if (current)
      useSessionStore
        .getState()
        .updateUser({ ...current, centreJurisdiction: ALL_PERMISSION_CODES });
    mockApi.failNext(distributionEndpoints.apply, {
      resultData: { requestId: 9, kind: 'APPLY', gear: 3, region: [], applyStatus: 0 },
    });
    const sent: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('distribution/apply')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body));
      }
    });

    await user.click(await screen.findByRole('button', { name: distributionCopy.apply }));
    const dialog = await screen.findByRole('dialog', { name: distributionCopy.applyTitle });
    await user.click(within(dialog).getByRole('combobox', { name: distributionCopy.gear }));
    await user.click(await screen.findByTitle('区县级'));
    await user.click(within(dialog).getByRole('combobox', { name: distributionCopy.region }));
    for (const name of ['广东省', '深圳市', '南山区']) {
      await user.click(
        await screen.findByRole('menuitemcheckbox', { name: new RegExp(`^${name}`) }),
      );
    }
    expect(await within(dialog).findAllByText('广东省 / 深圳市 / 南山区')).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: distributionCopy.submit }));

    expect(await screen.findByText(commonCopy.operationSuccess)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ gear: 3, regionIds: [44, 4403, 440305] }]));
  });
});
