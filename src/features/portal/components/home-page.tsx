import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { homeCopy } from '@/copy';
import { formatCount } from '@/utils/number';
import { useIndexOverview } from '../hooks/use-index-overview';
import { HomeEntries } from './home-entries';
import { LatestNewsCard } from './latest-news-card';
import './home-page.css';

export function HomePage() {
  const { data: overview, isPending } = useIndexOverview();

  return (
    <div className="home-page">
      <Card>
        {isPending || !overview ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            <Typography.Title level={1} style={{ fontSize: 28 }}>
              {overview.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{overview.slogan}</Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {homeCopy.stats.map(({ key, label }) => (
                <Col xs={12} md={6} key={key}>
                  <Statistic title={label} value={formatCount(overview[key])} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <HomeEntries />
        </Col>
        <Col xs={24} lg={10}>
          <LatestNewsCard />
        </Col>
      </Row>
    </div>
  );
}
