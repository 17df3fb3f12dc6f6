import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { homeCopy } from '@/copy';
import { formatCount } from '@/utils/number';
import { useIndexOverview } from '../hooks/use-index-overview';
import { ConnectCard } from './connect/connect-card';
import { BannerCarousel } from './home/banner-carousel';
import { ColumnBlock } from './home/column-block';
import { ImageBlock } from './home/image-block';
import { FamilyShowcase, TimeShowcase } from './home/member-showcase';
import { VideoBlock } from './home/video-block';
import { HomeEntries } from './home-entries';
import { LatestNewsCard } from './latest-news-card';
import './home-page.css';

function OverviewCard() {
  const { data: overview, isPending } = useIndexOverview();
  return (
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
  );
}

export function HomePage() {
  return (
    <div className="home-page">
      <BannerCarousel />
      <OverviewCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ColumnBlock />
        </Col>
        <Col xs={24} lg={10}>
          <LatestNewsCard />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <HomeEntries />
        </Col>
        <Col xs={24} lg={10}>
          <ConnectCard />
        </Col>
      </Row>
      <VideoBlock />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <FamilyShowcase />
        </Col>
        <Col xs={24} lg={12}>
          <TimeShowcase />
        </Col>
      </Row>
      <ImageBlock />
    </div>
  );
}
