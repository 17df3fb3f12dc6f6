import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, divisionPageCopy } from '@/copy';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER } from '@tests/render-app';
import { divisionEndpoints } from '@/features/division/api/division-endpoints';

describe('division answers', () => {
  it('shows news rows that carry only ids and titles, leaving out a row without an id', async () => {
    mockApi.failNext(divisionEndpoints.news, {
      resultData: { list: [{ divisionNewsId: 5, title: '只有标题的新闻' }, { title: '无编号' }] },
    });
    await renderApp('/division/news?division=2', { loggedInAs: SEEDED_MEMBER });

    expect(await screen.findByRole('link', { name: '只有标题的新闻' })).toBeInTheDocument();
    expect(screen.queryByText('无编号')).not.toBeInTheDocument();
  });

  it.each([null, '文字', 7])(
    'shows 加载失败 with 重试 for an introduction answered %j',
    async (bad) => {
      mockApi.failNext(divisionEndpoints.introduction, { resultData: bad });
      await renderApp('/division/introduction?division=2', { loggedInAs: SEEDED_MEMBER });

      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent(commonCopy.badAnswer);
      await userEvent.click(within(failure).getByRole('button', { name: commonCopy.retry }));
      expect(await screen.findByRole('article')).toBeInTheDocument();
    },
  );

  it('says a news item failed to load on a network error, and not found only when it is not', async () => {
    mockApi.failNext(divisionEndpoints.newsDetail, { network: true });
    await renderApp('/division/news?division=2&newsId=1', { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(divisionPageCopy.news.notFound)).not.toBeInTheDocument();
  });
});
