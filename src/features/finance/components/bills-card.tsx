import { SectionCard } from '@/components/ui/section-card';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, moneyColumn, textColumn } from '@/components/ui/table-columns';
import { withdrawalCopy } from '@/copy';
import { ListExport } from '@/components/ui/list-export';
import { exportColumnsOf, type ListColumn } from '@/components/ui/list-column';
import { endpointPages } from '@/lib/endpoint-pages';
import { auditStatus } from '@/lib/enums/audit-status';
import { billType } from '@/lib/enums/bill-type';
import { useUrlFilters } from '@/lib/use-url-filters';
import { financeEndpoints } from '../api/finance-endpoints';
import type { Bill } from '../api/finance-schemas';
import { useBills } from '../hooks/use-withdrawal';
import { BILLS_KEYS, billsListQuery, billsPageQuery } from '../hooks/withdrawal-queries';
import { BillsPrintButton } from './bills-print-button';

/** 提现（审核中） on a withdrawal line; the type alone on the others. */
export const billTypeLabel = (bill: Bill): string =>
  bill.type === 'WITHDRAW' && bill.auditStatus !== 'UNDEFINED'
    ? withdrawalCopy.withAudit(billType.label('WITHDRAW'), auditStatus.label(bill.auditStatus))
    : billType.label(bill.type);

/** The statement's columns: time, type, signed amount, balance after, remark. */
export const billColumns: ListColumn<Bill>[] = [
  dateColumn<Bill>('createTime', withdrawalCopy.time),
  textColumn('type', withdrawalCopy.typeFilter, billTypeLabel),
  moneyColumn('amount', withdrawalCopy.amountColumn, (bill: Bill) => bill.amount, {
    signed: true,
  }),
  moneyColumn('balanceAfter', withdrawalCopy.balanceAfter, (bill: Bill) => bill.balanceAfter),
  { key: 'remark', title: withdrawalCopy.remark, dataIndex: 'remark' },
];

/** 收支明细: the statement, filtered by type and dates; filters and page live in the URL. */
export function BillsCard() {
  const { filters, update, pager } = useUrlFilters(BILLS_KEYS);
  const listQuery = billsListQuery(filters);
  const query = useBills(billsPageQuery(filters));

  return (
    <SectionCard
      size="small"
      title={withdrawalCopy.billsTitle}
      extra={
        <ListExport
          subject={withdrawalCopy.pageTitle}
          period={filters.range}
          columns={exportColumnsOf(billColumns)}
          read={endpointPages(financeEndpoints.bills, { query: listQuery })}
        />
      }
    >
      <FilterBar>
        <FilterSelect
          of={billType}
          label={withdrawalCopy.typeFilter}
          all={withdrawalCopy.allTypes}
          value={filters.type}
          onChange={(type) => update({ type, page: 1 })}
        />
        <DayRangeFilter range={filters.range} onChange={(range) => update({ range, page: 1 })} />
        <BillsPrintButton {...filters} />
      </FilterBar>
      <PagedTable<Bill>
        query={query}
        columns={billColumns}
        rowKey="billId"
        emptyText={withdrawalCopy.billsEmpty}
        {...pager('page')}
      />
    </SectionCard>
  );
}
