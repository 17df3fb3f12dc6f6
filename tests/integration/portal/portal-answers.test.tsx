import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, homeCopy, navCopy, newsCopy } from '@/copy';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { teamEndpoints } from '@/features/team/api/team-endpoints';
import { useSessionStore } from '@/stores/session-store';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';

beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
afterAll(() => configure({ asyncUtilTimeout: 5_000 }));

const greeting = () => screen.findByRole('link', { name: navCopy.greeting('林美女') });
const cardTitled = (title: string) => screen.findByRole('region', { name: title });

/** Every call /home makes. */
const HOME_CALLS = [
  portalEndpoints.index,
  portalEndpoints.banners,
  portalEndpoints.classifies,
  portalEndpoints.columnContents,
  portalEndpoints.videos,
  portalEndpoints.images,
  portalEndpoints.families,
  portalEndpoints.times,
  portalEndpoints.newsList,
  teamEndpoints.authorizableTeams,
  teamEndpoints.followState,
  teamEndpoints.fans,
];

describe('portal answers', () => {
  it('renders news items that carry only the fields SPEC names', async () => {
    mockApi.failNext(
      portalEndpoints.newsList,
      { resultData: { newList: [{ newId: 7, newTitle: '只有编号和标题的公告' }], total: 1 } },
      3,
    );
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });

    const latest = await cardTitled(newsCopy.latest);
    expect(
      await within(latest).findByRole('link', { name: '只有编号和标题的公告' }),
    ).toHaveAttribute('href', '/announcement?newId=7');
    expect(screen.queryByText(commonCopy.errorTitle)).not.toBeInTheDocument();
  });

  it.each([null, '一段文字', 42])(
    'keeps /home up when every call answers %j as its data',
    async (resultData) => {
      for (const endpoint of HOME_CALLS) mockApi.failNext(endpoint, { resultData }, 2);
      await renderApp('/home', { loggedInAs: SEEDED_MEMBER });

      expect(await greeting()).toBeInTheDocument();
      const overview = (await screen.findAllByText(commonCopy.loadFailed))[0];
      expect(overview).toBeInTheDocument();
      expect(screen.getByText(homeCopy.columnsTitle)).toBeInTheDocument();
      expect(screen.queryByText(commonCopy.errorTitle)).not.toBeInTheDocument();
    },
  );

  it('shows a failed overview with 重试, which then loads it', async () => {
    mockApi.failNext(portalEndpoints.index, { network: true });
    await renderApp('/home', { loggedInAs: SEEDED_MEMBER });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(commonCopy.loadFailed);
    await userEvent.click(within(failure).getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps the member logged in when the ticker answers 502', async () => {
    mockApi.failNext(portalEndpoints.newsList, { httpStatus: 502 }, 3);
    const { router } = await renderApp('/home', { loggedInAs: SEEDED_MEMBER });

    expect(await greeting()).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useSessionStore.getState().token).not.toBeNull();
    expect(await screen.findByText(homeCopy.columnsTitle)).toBeInTheDocument();
  });

  it('says an announcement failed to load, not that it does not exist', async () => {
    mockApi.failNext(portalEndpoints.newsDetail, { network: true });
    await renderApp('/announcement?newId=1', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(newsCopy.notFound)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '平台会员服务全面升级公告' }),
    ).toBeInTheDocument();
  });

  it('never says there are no announcements when the list failed to load', async () => {
    mockApi.failNext(portalEndpoints.newsList, { network: true }, 10);
    await renderApp('/announcement', { loggedInAs: SEEDED_MEMBER });

    expect((await screen.findAllByText(commonCopy.loadFailed)).length).toBeGreaterThan(0);
    expect(screen.queryByText(newsCopy.empty)).not.toBeInTheDocument();
  });

  it('says an announcement does not exist when the server says so', async () => {
    await renderApp('/announcement?newId=99999', { loggedInAs: SEEDED_MEMBER });
    // the server's message is also the toast's, so look at the page's own card
    await waitFor(() =>
      expect(document.querySelector('.ant-empty-description')).toHaveTextContent(newsCopy.notFound),
    );
    expect(screen.queryByText(commonCopy.loadFailed)).not.toBeInTheDocument();
  });
});
