import { Button, Descriptions, Flex, Modal } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { capitalCopy, ventureCopy } from '@/copy';
import { auditStatus } from '@/lib/enums/audit-status';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFen } from '@/utils/money';
import type { InvestIncome, Investment, InvestmentPage } from '../api/capital-types';
import { useInvestIncome, useInvestments } from '../hooks/use-capital';

const fenOrUnknown = (fen: number | null) =>
  fen === null ? capitalCopy.unknownAmount : formatFen(fen);

const incomeColumns = [
  { key: 'time', title: ventureCopy.incomeTime, dataIndex: 'createTime' },
  {
    key: 'amount',
    title: ventureCopy.incomeAmountColumn,
    align: 'right' as const,
    render: (_: unknown, row: InvestIncome) => `+${formatFen(row.amount)}`,
  },
  { key: 'remark', title: ventureCopy.remark, dataIndex: 'remark' },
];

/** 收益明细 of one investment: its returns, newest first, paged. */
function IncomeDialog({ investment, onClose }: { investment: Investment; onClose(): void }) {
  const [page, setPage] = useState(1);
  const query = useInvestIncome(investment.investId, { pageNo: page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <Modal
      open
      title={ventureCopy.incomeTitle(investment.investName)}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      <PagedTable<InvestIncome>
        query={query}
        columns={incomeColumns}
        rowKey="incomeId"
        emptyText={ventureCopy.incomeEmpty}
        page={page}
        onPageChange={setPage}
      />
    </Modal>
  );
}

function Totals({ data }: { data: InvestmentPage }) {
  return (
    <Descriptions
      size="small"
      column={3}
      items={[
        {
          key: 'invest',
          label: ventureCopy.investAmount,
          children: fenOrUnknown(data.investAmount),
        },
        {
          key: 'income',
          label: ventureCopy.incomeAmount,
          children: fenOrUnknown(data.incomeAmount),
        },
        { key: 'count', label: ventureCopy.count, children: ventureCopy.countValue(data.total) },
      ]}
    />
  );
}

/** member/venture (创业收益): the member's investments, their totals and each one's returns. */
export function VenturePage() {
  const { filters, update } = useUrlFilters(PAGE_KEYS);
  const query = useInvestments({ pageNo: filters.page, pageSize: DEFAULT_PAGE_SIZE });
  const [shown, setShown] = useState<Investment | null>(null);

  const columns = [
    { key: 'name', title: ventureCopy.name, dataIndex: 'investName' },
    moneyColumn('amount', ventureCopy.amount, (row: Investment) => row.amount),
    { key: 'time', title: ventureCopy.time, dataIndex: 'investTime' },
    enumColumn('status', ventureCopy.status, auditStatus, (row: Investment) => row.status),
    moneyColumn('income', ventureCopy.income, (row: Investment) => row.income),
    {
      key: 'actions',
      title: ventureCopy.actions,
      render: (_: unknown, row: Investment) => (
        <Button
          type="link"
          aria-label={`${ventureCopy.showIncome} ${row.investName}`}
          onClick={() => setShown(row)}
        >
          {ventureCopy.showIncome}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title={ventureCopy.pageTitle}>
      <Flex vertical gap="middle">
        {query.data && <Totals data={query.data} />}
        <PagedTable<Investment>
          query={query}
          columns={columns}
          rowKey="investId"
          emptyText={ventureCopy.empty}
          page={filters.page}
          onPageChange={(page) => update({ page })}
        />
      </Flex>
      {shown && <IncomeDialog investment={shown} onClose={() => setShown(null)} />}
    </PageCard>
  );
}
