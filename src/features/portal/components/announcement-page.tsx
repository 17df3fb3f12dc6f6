import { Col, Row } from 'antd';
import { useSearchParams } from 'react-router-dom';
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
  const { data: latest } = useLatestNews();
  const newId = readNewId(searchParams.get('newId')) ?? latest?.[0]?.newId;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <NewsListPanel selectedId={newId} />
      </Col>
      <Col xs={24} lg={15}>
        <NewsDetailPanel newId={newId} />
      </Col>
    </Row>
  );
}
