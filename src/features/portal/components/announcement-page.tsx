import { Col, Row } from 'antd';
import { newsCopy } from '@/copy';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';
import { QueryState } from '@/components/ui/query-state';
import { useDetailParam } from '@/lib/use-detail-param';
import { useLatestNews } from '../hooks/use-latest-news';
import { NewsDetailPanel } from './news-detail-panel';
import { NewsListPanel } from './news-list-panel';
import './announcement-page.css';

/** /announcement: the list beside one item, ?newId's or else the latest. */
export function AnnouncementPage() {
  // each announcement read is a step of its own in the browser's history
  const { id: newId, linkTo } = useDetailParam('newId', 'push');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <NewsListPanel selectedId={newId} linkTo={linkTo} />
      </Col>
      <Col xs={24} lg={15}>
        {newId === undefined ? <LatestNewsDetail /> : <NewsDetailPanel newId={newId} />}
      </Col>
    </Row>
  );
}

/** Without ?newId the latest is shown; "none yet" only when the server listed none. */
function LatestNewsDetail() {
  const latest = useLatestNews();
  return (
    <QueryState query={latest} loading={<LoadingCard />}>
      {([first]) =>
        first ? <NewsDetailPanel newId={first.newId} /> : <EmptyCard description={newsCopy.empty} />
      }
    </QueryState>
  );
}
