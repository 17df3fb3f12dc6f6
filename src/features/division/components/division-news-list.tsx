import { Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { DivisionListPage } from './division-list-page';
import { ListRow } from '@/components/ui/list-row';
import { DayOf, SimpleList } from '@/components/ui/simple-list';

/** The news items of a page, each linking to its detail; the list's URL state is kept. */
export function DivisionNewsList() {
  const [searchParams] = useSearchParams();
  const detailHref = (newsId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('newsId', String(newsId));
    return `?${next}`;
  };

  return (
    <DivisionListPage kind="news">
      {(items) => (
        <SimpleList
          className="division-news"
          items={items}
          rowKey={(item) => item.divisionNewsId}
          extra={(item) => <DayOf time={item.createTime} />}
        >
          {(item) => (
            <ListRow
              title={<Link to={detailHref(item.divisionNewsId)}>{item.title}</Link>}
              description={
                <Typography.Text type="secondary" ellipsis>
                  {item.summary}
                </Typography.Text>
              }
            />
          )}
        </SimpleList>
      )}
    </DivisionListPage>
  );
}
