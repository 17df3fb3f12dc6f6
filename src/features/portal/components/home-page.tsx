import { Col, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PlainCard } from '@/components/ui/plain-card';
import { homeCopy } from '@/copy';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { FigureStatistic } from '@/components/ui/short-figure';
import { useIndexOverview } from '../hooks/use-index-overview';
import { BannerCarousel } from './home/banner-carousel';
import { ColumnBlock } from './home/column-block';
import { ImageBlock } from './home/image-block';
import { FamilyShowcase, TimeShowcase } from './home/member-showcase';
import { VideoBlock } from './home/video-block';
import { HomeEntries } from './home-entries';
import { LatestNewsCard } from './latest-news-card';
import './home-page.css';

function OverviewCard() {
  const query = useIndexOverview();
  return (
    <PlainCard>
      <QueryState query={query} loading={<Skeleton active paragraph={{ rows: 2 }} />}>
        {(overview) => (
          <>
            <Typography.Title level={1} style={{ fontSize: 28 }}>
              {overview.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{overview.slogan}</Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {homeCopy.stats.map(({ key, label }) => (
                <Col xs={12} md={6} key={key}>
                  <FigureStatistic title={label} value={overview[key]} kind="count" />
                </Col>
              ))}
            </Row>
          </>
        )}
      </QueryState>
    </PlainCard>
  );
}

/**
 * /home: every card stands alone, so one that fails or crashes leaves the others working.
 * `connectCard` is the team's card beside the entries (the team feature owns its calls).
 */
export function HomePage({ connectCard }: { connectCard: ReactNode }) {
  return (
    <div className="home-page">
      <PartBoundary>
        <BannerCarousel />
      </PartBoundary>
      <PartBoundary>
        <OverviewCard />
      </PartBoundary>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PartBoundary>
            <ColumnBlock />
          </PartBoundary>
        </Col>
        <Col xs={24} lg={10}>
          <PartBoundary>
            <LatestNewsCard />
          </PartBoundary>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <PartBoundary>
            <HomeEntries />
          </PartBoundary>
        </Col>
        <Col xs={24} lg={10}>
          <PartBoundary>{connectCard}</PartBoundary>
        </Col>
      </Row>
      <PartBoundary>
        <VideoBlock />
      </PartBoundary>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PartBoundary>
            <FamilyShowcase />
          </PartBoundary>
        </Col>
        <Col xs={24} lg={12}>
          <PartBoundary>
            <TimeShowcase />
          </PartBoundary>
        </Col>
      </Row>
      <PartBoundary>
        <ImageBlock />
      </PartBoundary>
    </div>
  );
}
