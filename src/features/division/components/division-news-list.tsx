import { Typography } from 'antd';
import { NEWS_ID_PARAM } from '../utils/division-param';
import { DivisionListPage } from './division-list-page';
import { DetailLink } from '@/components/ui/detail-link';
import { ListRow } from '@/components/ui/list-row';
import { DayOf, SimpleList } from '@/components/ui/simple-list';

/** The news items of a page, each linking to its detail; the list's URL state is kept. */
export function DivisionNewsList() {
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
              title={
                <DetailLink rowId={item.divisionNewsId} param={NEWS_ID_PARAM} history="push">
                  {item.title}
                </DetailLink>
              }
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
