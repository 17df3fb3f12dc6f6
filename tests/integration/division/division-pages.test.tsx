import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { divisionPageCopy, navCopy, pagerCopy, searchBarCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

const cards = () => screen.getAllByRole('listitem').filter((item) => item.closest('.ant-row'));

describe('division pages', () => {
  it('opens the introduction of the division in the URL, and moves between sub-pages keeping it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/division?division=3', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/division/introduction'));
    expect(router.state.location.search).toBe('?division=3');
    expect(await screen.findByRole('heading', { level: 1, name: '广告事业部' })).toBeVisible();
    expect(await screen.findByText('社区广告屏精准投放')).toBeInTheDocument();

    const subNav = screen.getByRole('navigation', { name: divisionPageCopy.subNavLabel });
    expect(within(subNav).getAllByRole('link')).toHaveLength(10);
    await user.click(within(subNav).getByRole('link', { name: '合作客户' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/division/user'));
    expect(router.state.location.search).toBe('?division=3');
    expect(await screen.findByText(pagerCopy.total(14), undefined)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it('opens the page in the URL, and searches by keyword from the first page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/division/user?division=2&page=2', {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText(pagerCopy.total(14), undefined)).toBeInTheDocument();
    expect(cards()).toHaveLength(4);

    await user.type(
      screen.getByRole('textbox', { name: divisionPageCopy.searchPlaceholder.user }),
      '基层医疗',
    );
    await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
    // Every fourth seeded customer of a division is of that kind: 3 of 14.
    await waitFor(() => expect(cards()).toHaveLength(3));
    for (const card of cards()) expect(card).toHaveTextContent('基层医疗');
    expect(screen.getByText(pagerCopy.total(3))).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?division=2&keyword=${encodeURIComponent('基层医疗')}`,
    );
  });

  it('searches the news from the ticker, showing the list in place of the item that was open', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/division/news?division=2&page=2&newsId=1', {
      loggedInAs: SEEDED_MEMBER,
    });
    const ticker = await screen.findByRole('region', { name: navCopy.tickerLabel });
    await user.type(
      within(ticker).getByRole('searchbox', { name: navCopy.tickerSearch }),
      '事业部{Enter}',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?division=2&keyword=${encodeURIComponent('事业部')}`,
      ),
    );
    expect(
      await screen.findByRole('textbox', { name: divisionPageCopy.searchPlaceholder.news }),
    ).toHaveValue('事业部');
  });
});
