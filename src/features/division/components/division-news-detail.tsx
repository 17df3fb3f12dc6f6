import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { divisionPageCopy } from '@/copy';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDivisionNewsDetail } from '../hooks/use-division-content';

/** One news item; the way back returns to the list at the page and keyword it came from. */
export function DivisionNewsDetail({ newsId }: { newsId: number }) {
  const [searchParams] = useSearchParams();
  const query = useDivisionNewsDetail(newsId);
  const copy = divisionPageCopy.news;
  const backParams = new URLSearchParams(searchParams);
  backParams.delete('newsId');

  return (
    <article>
      <Link to={`?${backParams}`}>
        <ArrowLeftOutlined aria-hidden /> {copy.backToList}
      </Link>
      <QueryState
        query={query}
        loading={<Skeleton active />}
        notFound={<Empty description={copy.notFound} />}
      >
        {(news) => (
          <>
            <Typography.Title level={3} style={{ marginTop: 16 }}>
              {news.title}
            </Typography.Title>
            {news.createTime && (
              <Typography.Text type="secondary">
                {copy.publishedAt}：<time dateTime={news.createTime}>{news.createTime}</time>
              </Typography.Text>
            )}
            <SafeHtml className="division-rich-text" html={news.content} />
          </>
        )}
      </QueryState>
    </article>
  );
}
