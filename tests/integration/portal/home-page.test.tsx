import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectCopy, homeCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { teamEndpoints } from '@/features/team/api/team-endpoints';
import { useUiStore } from '@/stores/ui-store';

/** jsdom renders antd slowly on a shared 2-core machine. */

// Each step may wait longer than the suite's default on a shared 2-core machine.
beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: 5_000 }));

describe('home', () => {
  it('keeps the banner slides shown aside out of the tab order', async () => {
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });
    const banner = await screen.findByRole('region', { name: homeCopy.bannerLabel });
    // the slide on show: its link is reachable (the carousel's code arrives in its own chunk)
    expect(await within(banner).findAllByRole('link')).toHaveLength(1);
    const slides = [...banner.querySelectorAll('.slick-slide')];
    const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(hidden.length).toBeGreaterThan(0);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');

    const firstSlide = banner.querySelector('.slick-slide[data-index="0"]');
    expect(firstSlide).not.toHaveAttribute('inert');
    const [, secondDot] = within(banner).getAllByRole('button');
    await userEvent.click(secondDot);
    await waitFor(() => expect(firstSlide).toHaveAttribute('inert'));
    expect(banner.querySelector('.slick-slide[data-index="1"]')).not.toHaveAttribute('inert');
  });

  it('shows its blocks from the backend, linking into documents, lists and areas', async () => {
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });

    const columns = await screen.findByRole('region', { name: homeCopy.columnsTitle });
    expect(await within(columns).findByRole('tab', { name: '政策解读' })).toBeInTheDocument();
    expect(
      await within(columns).findByRole('link', { name: '医疗器械专区正式上线' }),
    ).toHaveAttribute('href', '/document/1');
    expect(within(columns).getByRole('link', { name: /更多/ })).toHaveAttribute(
      'href',
      '/document_list/1',
    );
    expect(screen.getByRole('region', { name: homeCopy.bannerLabel })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^播放：\s*平台使用入门/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '陈志强' })).toHaveAttribute(
      'href',
      '/family?id=1',
    );
    expect(await screen.findByRole('link', { name: '医疗器械专区上线' })).toHaveAttribute(
      'href',
      '/time?id=1',
    );
    expect(await screen.findByRole('img', { name: '华南区域仓' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /商品商城/ })).toHaveAttribute('href', '/storage');
    expect(main.getByRole('link', { name: /事业部/ })).toHaveAttribute('href', '/division');
  }, 60_000);

  it('opens the connect flow when 立即关联 was asked for, and authorizes a team', async () => {
    const user = userEvent.setup();
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });
    await screen.findByRole('button', { name: connectCopy.open });
    act(() => useUiStore.getState().requestConnect());

    const drawer = await screen.findByRole('dialog', { name: connectCopy.drawerTitle });
    expect(useUiStore.getState().connectRequested).toBe(false);
    expect(await within(drawer).findByText(connectCopy.teamNone)).toBeInTheDocument();
    await user.click(
      within(drawer).getByRole('button', { name: `${connectCopy.authorize}广州天河服务团队` }),
    );
    expect(
      await within(drawer).findByText(connectCopy.teamCurrent('广州天河服务团队')),
    ).toBeInTheDocument();
    expect(mockApi.snapshot().teamAuthorizations).toMatchObject([{ userId: 1, teamId: 2 }]);

    await user.click(within(drawer).getByRole('button', { name: connectCopy.upLevel }));
    expect(await within(drawer).findByText(connectCopy.level(4))).toBeInTheDocument();
  }, 60_000);

  it('reads the overview and the follower count in 万 and 亿, each exact on hover', async () => {
    mockApi.failNext(portalEndpoints.index, {
      resultData: {
        title: '会员服务平台',
        memberCount: 128_600,
        orderCount: 245_000_000,
        storeCount: 96,
      },
    });
    mockApi.failNext(teamEndpoints.fans, {
      resultData: { list: [], total: 12_860 },
    });
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByTitle('128,600')).toHaveTextContent('12.86万');
    expect(screen.getByTitle('245,000,000')).toHaveTextContent('2.45亿');
    expect(screen.getByText('96')).not.toHaveAttribute('title');
    const card = await screen.findByRole('region', { name: connectCopy.cardTitle });
    expect(await within(card).findByTitle('12,860')).toHaveTextContent('1.29万');
  }, 60_000);
});
