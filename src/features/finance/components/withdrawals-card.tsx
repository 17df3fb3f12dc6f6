import { SectionCard } from '@/components/ui/section-card';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, enumColumn, moneyColumn, textColumn } from '@/components/ui/table-columns';
import { ListExport } from '@/components/ui/list-export';
import { exportColumnsOf, type ListColumn } from '@/components/ui/list-column';
import { endpointPages } from '@/lib/endpoint-pages';
import { withdrawalCopy } from '@/copy';
import { auditStatus } from '@/lib/enums/audit-status';
import { pageQueryOf } from '@/lib/list-query';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatBankTail } from '@/utils/bank';
import { financeEndpoints } from '../api/finance-endpoints';
import type { Withdrawal } from '../api/finance-schemas';
import { useWithdrawals } from '../hooks/use-withdrawal';
import { WITHDRAWALS_KEYS } from '../hooks/withdrawal-queries';
import { bankLabel } from '../utils/bank-input';

const columns: ListColumn<Withdrawal>[] = [
  dateColumn<Withdrawal>('createTime', withdrawalCopy.time),
  textColumn('bank', withdrawalCopy.bankColumn, (row: Withdrawal) =>
    bankLabel(row, formatBankTail(row.userBankNo)),
  ),
  moneyColumn('amount', withdrawalCopy.amountColumn, (row: Withdrawal) => row.amount),
  enumColumn<Withdrawal>('auditStatus', withdrawalCopy.auditStatus, auditStatus),
];

/** 提现记录: the member's withdrawal requests and their audit status, newest first, paged in the URL. */
export function WithdrawalsCard() {
  const { filters, pager } = useUrlFilters(WITHDRAWALS_KEYS);
  const query = useWithdrawals(pageQueryOf(filters.withdrawalPage));
  return (
    <SectionCard
      size="small"
      title={withdrawalCopy.withdrawalsTitle}
      extra={
        <ListExport
          subject={withdrawalCopy.withdrawalsTitle}
          columns={exportColumnsOf(columns)}
          read={endpointPages(financeEndpoints.withdrawals, { query: {} })}
        />
      }
    >
      <PagedTable<Withdrawal>
        query={query}
        columns={columns}
        rowKey="applyId"
        emptyText={withdrawalCopy.withdrawalsEmpty}
        {...pager('withdrawalPage')}
      />
    </SectionCard>
  );
}
