import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { navCopy, newsCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { DayOf, SimpleList } from '@/components/ui/simple-list';
import { useLatestNews } from '../hooks/use-latest-news';

export function LatestNewsCard() {
  const query = useLatestNews();
  return (
    <SectionCard
      title={newsCopy.latest}
      extra={<Link to={hrefs.announcement()}>{navCopy.tickerMore}</Link>}
    >
      <QueryState query={query} isEmpty={(news) => news.length === 0}>
        {(news) => (
          <SimpleList
            items={news}
            rowKey={(item) => item.newId}
            extra={(item) => <DayOf time={item.createTime} />}
          >
            {(item) => <Link to={hrefs.announcement(item.newId)}>{item.newTitle}</Link>}
          </SimpleList>
        )}
      </QueryState>
    </SectionCard>
  );
}
