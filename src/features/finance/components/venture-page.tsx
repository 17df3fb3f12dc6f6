import { Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { ListExport } from '@/components/ui/list-export';
import { exportColumnsOf, type ListColumn } from '@/components/ui/list-column';
import { endpointPages } from '@/lib/endpoint-pages';
import { actionsColumn, dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { ventureCopy } from '@/copy';
import { auditStatus } from '@/lib/enums/audit-status';
import { pageQueryOf } from '@/lib/list-query';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useDetailParam } from '@/lib/use-detail-param';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFenOrNone } from '@/utils/money';
import { capitalEndpoints } from '../api/capital-endpoints';
import type { InvestIncome, Investment, InvestmentPage } from '../api/capital-schemas';
import { useInvestIncome, useInvestments } from '../hooks/use-capital';

const incomeColumns = [
  dateColumn<InvestIncome>('createTime', ventureCopy.incomeTime),
  moneyColumn('amount', ventureCopy.incomeAmountColumn, (row: InvestIncome) => row.amount, {
    signed: true,
  }),
  { key: 'remark', title: ventureCopy.remark, dataIndex: 'remark' },
];

interface IncomeDrawerProps {
  /** The investment shown (?id=). */
  investId: number;
  /** Its name, when its row is on the list's page. */
  investName: string | undefined;
  onClose(): void;
}

/**
 * 收益明细 of one investment: its returns, newest first, paged. Mounted per investment, so that
 * another one's returns start on their first page, never showing the previous one's meanwhile.
 */
function IncomeDrawer({ investId, investName, onClose }: IncomeDrawerProps) {
  const [page, setPage] = useState(1);
  const query = useInvestIncome(investId, pageQueryOf(page));
  return (
    <DetailDrawer
      open
      query={query}
      title={investName ? ventureCopy.incomeTitle(investName) : ventureCopy.showIncome}
      notFound={ventureCopy.investmentNotFound}
      onClose={onClose}
    >
      {() => (
        <PagedTable<InvestIncome>
          query={query}
          columns={incomeColumns}
          rowKey="incomeId"
          emptyText={ventureCopy.incomeEmpty}
          page={page}
          onPageChange={setPage}
        />
      )}
    </DetailDrawer>
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
          children: formatFenOrNone(data.investAmount),
        },
        {
          key: 'income',
          label: ventureCopy.incomeAmount,
          children: formatFenOrNone(data.incomeAmount),
        },
        { key: 'count', label: ventureCopy.count, children: ventureCopy.countValue(data.total) },
      ]}
    />
  );
}

/**
 * member/venture (创业收益): the member's investments, their totals and each one's returns
 * (?id=).
 */
export function VenturePage() {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useInvestments(pageQueryOf(filters.page));
  const detail = useDetailParam();
  const shownName = query.data?.list.find((row) => row.investId === detail.id)?.investName;

  const columns: ListColumn<Investment>[] = [
    { key: 'name', title: ventureCopy.name, dataIndex: 'investName' },
    moneyColumn('amount', ventureCopy.amount, (row: Investment) => row.amount),
    dateColumn<Investment>('investTime', ventureCopy.time),
    enumColumn<Investment>('status', ventureCopy.status, auditStatus),
    moneyColumn('income', ventureCopy.income, (row: Investment) => row.income),
    actionsColumn(ventureCopy.actions, (row: Investment) => (
      <Button
        type="link"
        aria-label={`${ventureCopy.showIncome} ${row.investName}`}
        onClick={() => detail.open(row.investId)}
      >
        {ventureCopy.showIncome}
      </Button>
    )),
  ];

  return (
    <PageCard
      title={ventureCopy.pageTitle}
      extra={
        <ListExport
          subject={ventureCopy.pageTitle}
          columns={exportColumnsOf(columns)}
          read={endpointPages(capitalEndpoints.investments, { query: {} })}
        />
      }
    >
      <Flex vertical gap="middle">
        {query.data && <Totals data={query.data} />}
        <PagedTable<Investment>
          query={query}
          columns={columns}
          rowKey="investId"
          emptyText={ventureCopy.empty}
          {...pager('page')}
        />
      </Flex>
      {detail.id !== undefined && (
        <IncomeDrawer
          key={detail.id}
          investId={detail.id}
          investName={shownName}
          onClose={detail.close}
        />
      )}
    </PageCard>
  );
}
