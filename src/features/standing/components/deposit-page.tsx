import { Descriptions, Empty, Flex, Table } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { StatusTag } from '@/components/ui/status-tag';
import { dateColumn, enumLabelColumn, moneyColumn } from '@/components/ui/table-columns';
import { depositCopy } from '@/copy';
import { guaranteeRecordType } from '@/lib/enums/standing';
import { formatFen } from '@/utils/money';
import type { Guarantee, GuaranteeRecord } from '../api/standing-schemas';
import { useGuarantees } from '../hooks/use-standing';
import { guaranteeStatusLabel, guaranteeStatusTone } from '../utils/guarantee-status';
import { CompactStatistic } from './standing-statistics';
import { ShortFigure } from '@/components/ui/short-figure';

const recordColumns = [
  enumLabelColumn<GuaranteeRecord>('type', depositCopy.recordType, guaranteeRecordType),
  moneyColumn('amount', depositCopy.recordAmount, (record: GuaranteeRecord) => record.amount),
  dateColumn<GuaranteeRecord>('createTime', depositCopy.recordTime),
  { key: 'reason', title: depositCopy.recordReason, dataIndex: 'reason' },
];

/** One deposit: what was paid, what is held now, its status and its history. */
function DepositCard({ guarantee }: { guarantee: Guarantee }) {
  return (
    <SectionCard
      size="small"
      title={guarantee.guaranteeName}
      extra={
        <StatusTag
          label={guaranteeStatusLabel(guarantee.status)}
          tone={guaranteeStatusTone(guarantee.status)}
        />
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'amount', label: depositCopy.amount, children: formatFen(guarantee.amount) },
          { key: 'held', label: depositCopy.held, children: formatFen(guarantee.held) },
          { key: 'payTime', label: depositCopy.payTime, children: guarantee.payTime },
        ]}
      />
      <Table<GuaranteeRecord>
        size="small"
        title={() => depositCopy.history}
        rowKey="recordId"
        columns={recordColumns}
        dataSource={guarantee.records}
        pagination={false}
        locale={{ emptyText: depositCopy.historyEmpty }}
      />
    </SectionCard>
  );
}

/** member/my_deposit (我的保证金): what the deposits hold now, and each deposit's history. */
export function DepositPage() {
  const query = useGuarantees();
  return (
    <PageCard title={depositCopy.pageTitle}>
      <PartBoundary>
        <QueryState query={query}>
          {(summary) => (
            <Flex vertical gap="middle">
              <CompactStatistic title={depositCopy.heldTitle}>
                <ShortFigure value={summary.held} kind="money" />
              </CompactStatistic>
              {summary.list.length === 0 ? (
                <Empty description={depositCopy.empty} />
              ) : (
                summary.list.map((guarantee) => (
                  <DepositCard key={guarantee.guaranteeId} guarantee={guarantee} />
                ))
              )}
            </Flex>
          )}
        </QueryState>
      </PartBoundary>
    </PageCard>
  );
}
