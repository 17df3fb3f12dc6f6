import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { divisionPageCopy } from '@/copy';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDetailParam } from '@/lib/use-detail-param';
import { useDivisionNewsDetail } from '../hooks/use-division-content';
import { NEWS_ID_PARAM } from '../utils/division-param';

/** One news item; the way back returns to the list at the page and keyword it came from. */
export function DivisionNewsDetail({ newsId }: { newsId: number }) {
  const { linkTo } = useDetailParam(NEWS_ID_PARAM, 'push');
  const query = useDivisionNewsDetail(newsId);
  const copy = divisionPageCopy.news;

  return (
    <article>
      <Link {...linkTo()}>
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
