import { Descriptions, Flex, Table } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { LabelTag } from '@/components/ui/status-tag';
import { dateColumn } from '@/components/ui/table-columns';
import { creditCopy } from '@/copy';
import { creditLevel } from '@/lib/enums/standing';
import { pageQueryOf } from '@/lib/list-query';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { CreditLog } from '../api/standing-schemas';
import { useCreditLogs, useCreditRating } from '../hooks/use-standing';
import { CREDIT_BANDS, type CreditBand } from '../utils/credit-levels';

const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

const logColumns = [
  dateColumn<CreditLog>('createTime', creditCopy.time),
  {
    key: 'change',
    title: creditCopy.change,
    align: 'right' as const,
    render: (_: unknown, log: CreditLog) => signedPoints(log.change),
  },
  { key: 'reason', title: creditCopy.reason, dataIndex: 'reason' },
  {
    key: 'scoreAfter',
    title: creditCopy.scoreAfter,
    align: 'right' as const,
    dataIndex: 'scoreAfter',
  },
];

/** 当前信用: the score, its level and what the level means. */
function RatingCard() {
  const query = useCreditRating();
  return (
    <SectionCard size="small" title={creditCopy.ratingTitle}>
      <QueryState query={query}>
        {(rating) => (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'score', label: creditCopy.score, children: rating.score },
              {
                key: 'level',
                label: creditCopy.level,
                children: (
                  <span>
                    <LabelTag accent>{rating.level}</LabelTag>
                    {creditLevel.label(rating.level)}
                  </span>
                ),
              },
              { key: 'updateTime', label: creditCopy.updateTime, children: rating.updateTime },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

const bandColumns = [
  { key: 'level', title: creditCopy.level, dataIndex: 'level' },
  {
    key: 'band',
    title: creditCopy.band,
    render: (_: unknown, band: CreditBand) => creditCopy.bandRange(band.min, band.max),
  },
  {
    key: 'description',
    title: creditCopy.description,
    render: (_: unknown, band: CreditBand) => creditLevel.label(band.level),
  },
];

/** 信用记录: the score's changes, newest first, the page in the URL. */
function HistoryCard() {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useCreditLogs(pageQueryOf(filters.page));
  return (
    <SectionCard size="small" title={creditCopy.historyTitle}>
      <PagedTable<CreditLog>
        query={query}
        columns={logColumns}
        rowKey="logId"
        emptyText={creditCopy.historyEmpty}
        {...pager('page')}
      />
    </SectionCard>
  );
}

/** member/my_credit (信用评级): the rating, the level bands and the history. */
export function CreditPage() {
  return (
    <PageCard title={creditCopy.pageTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <RatingCard />
        </PartBoundary>
        <SectionCard size="small" title={creditCopy.bandsTitle}>
          <Table
            size="small"
            rowKey="level"
            columns={bandColumns}
            dataSource={CREDIT_BANDS}
            pagination={false}
          />
        </SectionCard>
        <PartBoundary>
          <HistoryCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
