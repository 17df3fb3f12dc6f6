import { SectionCard } from '@/components/ui/section-card';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { withdrawalCopy } from '@/copy';
import { auditStatus } from '@/lib/enums/audit-status';
import { pageQueryOf } from '@/lib/list-query';
import { pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatBankTail } from '@/utils/bank';
import type { Withdrawal } from '../api/finance-schemas';
import { useWithdrawals } from '../hooks/use-withdrawal';
import { bankLabel } from '../utils/bank-input';

const columns = [
  dateColumn<Withdrawal>('createTime', withdrawalCopy.time),
  {
    key: 'bank',
    title: withdrawalCopy.bankColumn,
    render: (_: unknown, row: Withdrawal) => bankLabel(row, formatBankTail(row.userBankNo)),
  },
  moneyColumn('amount', withdrawalCopy.amountColumn, (row: Withdrawal) => row.amount),
  enumColumn<Withdrawal>('auditStatus', withdrawalCopy.auditStatus, auditStatus),
];

/** Its own name: the statement on the same screen pages under `page`. */
const KEYS = { withdrawalPage: pageKey() };

/** 提现记录: the member's withdrawal requests and their audit status, newest first, paged in the URL. */
export function WithdrawalsCard() {
  const { filters, pager } = useUrlFilters(KEYS);
  const query = useWithdrawals(pageQueryOf(filters.withdrawalPage));
  return (
    <SectionCard size="small" title={withdrawalCopy.withdrawalsTitle}>
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
