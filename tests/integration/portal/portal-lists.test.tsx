import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, navCopy, pagerCopy, portalListCopy, searchBarCopy } from '@/copy';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

/** jsdom renders antd slowly on a shared 2-core machine. */

async function search(placeholder: string, keyword: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: placeholder });
  await user.clear(box);
  await user.type(box, keyword);
  await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
}

// Each step may wait longer than the suite's default on a shared 2-core machine.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: 5_000 }));

describe('portal lists', () => {
  it('/video pages through the URL, searches, and plays a video with its poster', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/video', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(pagerCopy.total(14))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^播放：/ })).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: pagerCopy.next }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^播放：/ })).toHaveLength(4));

    await search(portalListCopy.video.searchPlaceholder, '发票');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('发票')}`),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^播放：/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^播放：\s*发票申请指南/ }));
    const dialog = await screen.findByRole('dialog', { name: '发票申请指南' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/portal/videos/sample.webm');
    expect(video).toHaveAttribute('poster', '/portal/posters/poster-4.svg');
  }, 60_000);

  it('/family searches, pages and opens a member’s story from ?id=', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/family?page=2', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByRole('link', { name: /许杰/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /陈志强/ })).not.toBeInTheDocument();

    await search(portalListCopy.family.searchPlaceholder, '北京市');
    await waitFor(() => expect(screen.getByText(pagerCopy.total(5))).toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: /张伟/ }));
    expect(router.state.location.search).toContain('id=3');
    const drawer = await screen.findByRole('dialog', { name: '张伟' });
    expect(await within(drawer).findByText('区域合伙人', { selector: 'strong' })).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: commonCopy.close }));
    await waitFor(() => expect(router.state.location.search).not.toContain('id='));
    expect(router.state.location.search).toContain('keyword=');
  }, 60_000);

  it('/family says so for a story that does not exist', async () => {
    await renderApp('/family?id=99999', { loggedInAs: SEEDED_MEMBER });
    const drawer = await screen.findByRole('dialog', { name: commonCopy.detail });
    expect(within(drawer).getByText(commonCopy.detailNotFound)).toBeVisible();
  }, 60_000);

  it('/time searches the timeline and shows a moment', async () => {
    await renderApp(`/time?keyword=${encodeURIComponent('上线')}&id=14`, {
      loggedInAs: SEEDED_MEMBER,
    });
    expect(await screen.findByText(pagerCopy.total(4))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '移动端上线' })).toBeInTheDocument();
    const drawer = await screen.findByRole('dialog', { name: '公司成立' });
    expect(within(drawer).getByText('2017-11-11', { selector: 'time' })).toBeInTheDocument();
  }, 60_000);

  it('the ticker searches the video list from page 1, and shows the keyword of the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/video?page=2', { loggedInAs: SEEDED_MEMBER });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^播放：/ })).toHaveLength(4));
    const ticker = screen.getByRole('region', { name: navCopy.tickerLabel });

    await user.type(within(ticker).getByRole('searchbox', { name: navCopy.tickerSearch }), '发票');
    await user.click(within(ticker).getByRole('button', { name: navCopy.tickerSearch }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('发票')}`),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^播放：/ })).toHaveLength(1));
    // the screen's own search bar says the same keyword
    expect(
      screen.getByRole('textbox', { name: portalListCopy.video.searchPlaceholder }),
    ).toHaveValue('发票');

    // the screen's 重置 empties the ticker's box too
    await user.click(screen.getByRole('button', { name: searchBarCopy.reset }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(within(ticker).getByRole('searchbox', { name: navCopy.tickerSearch })).toHaveValue(''),
    );
  }, 60_000);

  it('the ticker searches a list shown with one row in detail, and closes the detail', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/family?page=2&id=3', { loggedInAs: SEEDED_MEMBER });
    await screen.findByRole('dialog', { name: '张伟' });
    const ticker = screen.getByRole('region', { name: navCopy.tickerLabel, hidden: true });

    await user.type(
      within(ticker).getByRole('searchbox', { name: navCopy.tickerSearch, hidden: true }),
      '北京市{Enter}',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('北京市')}`),
    );
    await waitFor(() => expect(screen.getByText(pagerCopy.total(5))).toBeInTheDocument());
  }, 60_000);

  it('has no search in the ticker on a screen whose list it does not search', async () => {
    await renderApp('/announcement', { loggedInAs: SEEDED_MEMBER });
    const ticker = await screen.findByRole('region', { name: navCopy.tickerLabel });
    expect(within(ticker).queryByRole('searchbox')).not.toBeInTheDocument();
  }, 60_000);
});
