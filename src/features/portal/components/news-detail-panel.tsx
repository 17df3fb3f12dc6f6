import { Typography } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { newsCopy } from '@/copy';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import type { NewsDetail } from '../api/portal-schemas';
import { useNewsDetail } from '../hooks/use-news';

export function NewsDetailPanel({ newId }: { newId: number }) {
  const query = useNewsDetail(newId);
  return (
    <QueryState
      query={query}
      loading={<LoadingCard />}
      notFound={<EmptyCard description={newsCopy.notFound} />}
    >
      {(news) => <NewsArticle news={news} />}
    </QueryState>
  );
}

function NewsArticle({ news }: { news: NewsDetail }) {
  return (
    <PlainCard>
      <article>
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {news.newTitle}
        </Typography.Title>
        {news.createTime && (
          <Typography.Text type="secondary">
            {newsCopy.publishedAt}：<time dateTime={news.createTime}>{news.createTime}</time>
          </Typography.Text>
        )}
        <SafeHtml className="news-detail__body" html={news.content} />
      </article>
    </PlainCard>
  );
}
