import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagerCopy, withdrawalCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { financeEndpoints } from '@/features/finance/api/finance-endpoints';
import { apiClient } from '@/lib/api-client';
import { logInAs, renderApp, SEEDED_MEMBER } from '@tests/render-app';

const requests = () => screen.findByRole('region', { name: withdrawalCopy.withdrawalsTitle });

/** The rows of the requests' table, each as its text. */
const requestRows = async () =>
  within(within(await requests()).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('提现记录 pages', () => {
  it('keeps its page in the URL apart from the statement’s: page 2 is still page 2 after a reload', async () => {
    await logInAs(SEEDED_MEMBER);
    // enough requests for a second page, each of ¥1.00 to the member's second bank
    for (let index = 0; index < 11; index += 1) {
      const requestNo = `withdrawal-page-${index}`;
      await apiClient.call(financeEndpoints.withdraw, {
        body: { userBankId: 2, amount: 100, requestNo },
        idempotencyKey: requestNo,
      });
    }
    const { router, unmount } = await renderApp(hrefs.bills);
    await waitFor(async () => expect(await requestRows()).toHaveLength(10));
    const firstPage = await requestRows();

    await userEvent.click(within(await requests()).getByRole('button', { name: pagerCopy.next }));
    await waitFor(async () => expect(await requestRows()).not.toEqual(firstPage));
    const secondPage = await requestRows();
    expect(router.state.location.search).toBe('?withdrawalPage=2');

    unmount();
    await renderApp(`${router.state.location.pathname}${router.state.location.search}`);
    await waitFor(async () => expect(await requestRows()).toEqual(secondPage));
  });
});
