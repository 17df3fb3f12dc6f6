import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { navCopy, newsCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { useLatestNews } from '../hooks/use-latest-news';

export function LatestNewsCard() {
  const { data: news = [], isPending } = useLatestNews();
  return (
    <Card
      title={newsCopy.latest}
      extra={<Link to={hrefs.announcement()}>{navCopy.tickerMore}</Link>}
    >
      <List
        loading={isPending}
        dataSource={news}
        rowKey="newId"
        renderItem={(item) => (
          <List.Item extra={<time dateTime={item.createTime}>{item.createTime.slice(0, 10)}</time>}>
            <Link to={hrefs.announcement(item.newId)}>{item.newTitle}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
