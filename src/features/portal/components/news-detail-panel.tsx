import { Card, Typography } from 'antd';
import { newsCopy } from '@/copy';
import { SafeHtml } from '@/components/ui/safe-html';
import { useNewsDetail } from '../hooks/use-news';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';

export function NewsDetailPanel({ newId }: { newId: number | undefined }) {
  const { data: news, isPending, isError } = useNewsDetail(newId);

  if (newId === undefined || isError) {
    return <EmptyCard description={newId === undefined ? newsCopy.empty : newsCopy.notFound} />;
  }
  if (isPending) {
    return <LoadingCard />;
  }
  return (
    <Card>
      <article>
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {news.newTitle}
        </Typography.Title>
        <Typography.Text type="secondary">
          {newsCopy.publishedAt}：<time dateTime={news.createTime}>{news.createTime}</time>
        </Typography.Text>
        <SafeHtml className="news-detail__body" html={news.content} />
      </article>
    </Card>
  );
}
