import { Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { AuditStatusTag } from '@/components/ui/status-tag';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { withdrawalCopy } from '@/copy';
import { formatBankTail } from '@/utils/bank';
import { formatFen } from '@/utils/money';
import type { Withdrawal } from '../api/finance-types';
import { useWithdrawals } from '../hooks/use-withdrawal';
import { bankLabel } from '../utils/bank-input';

const columns = [
  { key: 'time', title: withdrawalCopy.time, dataIndex: 'createTime' },
  {
    key: 'bank',
    title: withdrawalCopy.bankColumn,
    render: (_: unknown, row: Withdrawal) => bankLabel(row, formatBankTail(row.userBankNo)),
  },
  {
    key: 'amount',
    title: withdrawalCopy.amountColumn,
    align: 'right' as const,
    render: (_: unknown, row: Withdrawal) => formatFen(row.amount),
  },
  {
    key: 'audit',
    title: withdrawalCopy.auditStatus,
    render: (_: unknown, row: Withdrawal) => <AuditStatusTag status={row.auditStatus} />,
  },
];

/** 提现记录: the member's withdrawal requests and their audit status, newest first. */
export function WithdrawalsCard() {
  const [page, setPage] = useState(1);
  const query = useWithdrawals({ pageNo: page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <Card size="small" title={withdrawalCopy.withdrawalsTitle}>
      <PagedTable<Withdrawal>
        query={query}
        columns={columns}
        rowKey="applyId"
        emptyText={withdrawalCopy.withdrawalsEmpty}
        page={page}
        onPageChange={setPage}
      />
    </Card>
  );
}
