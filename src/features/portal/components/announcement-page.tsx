import { Col, Row } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { newsCopy } from '@/copy';
import { EmptyCard, LoadingCard } from '@/components/ui/card-states';
import { QueryState } from '@/components/ui/query-state';
import { useLatestNews } from '../hooks/use-latest-news';
import { NewsDetailPanel } from './news-detail-panel';
import { NewsListPanel } from './news-list-panel';
import './announcement-page.css';

function readNewId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /announcement: the list beside one item, ?newId's or else the latest. */
export function AnnouncementPage() {
  const [searchParams] = useSearchParams();
  const newId = readNewId(searchParams.get('newId'));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <NewsListPanel selectedId={newId} />
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
