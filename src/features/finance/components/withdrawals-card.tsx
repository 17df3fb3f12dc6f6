import { Card, Empty, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { auditStatusCopy, withdrawalCopy } from '@/copy';
import { formatBankTail } from '@/utils/bank';
import { formatFen } from '@/utils/money';
import type { AuditStatus, Withdrawal } from '../api/finance-types';
import { useWithdrawals } from '../hooks/use-withdrawal';
import { bankLabel } from '../utils/bank-input';

const AUDIT_COLOURS: Record<AuditStatus, string> = {
  UNDEFINED: 'default',
  PASS: 'green',
  REFUSE: 'red',
  AUDIT: 'blue',
  RECALL: 'default',
};

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
    render: (_: unknown, row: Withdrawal) => (
      <Tag color={AUDIT_COLOURS[row.auditStatus]}>{auditStatusCopy[row.auditStatus]}</Tag>
    ),
  },
];

/** 提现记录: the member's withdrawal requests and their audit status, newest first. */
export function WithdrawalsCard() {
  const [page, setPage] = useState(1);
  const query = useWithdrawals({ pageNo: page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <Card size="small" title={withdrawalCopy.withdrawalsTitle}>
      <Spin spinning={query.isFetching && query.isPlaceholderData}>
        <QueryState
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<Empty description={withdrawalCopy.withdrawalsEmpty} />}
        >
          {(data) => (
            <Table<Withdrawal>
              size="small"
              rowKey="applyId"
              columns={columns}
              dataSource={data.list}
              pagination={false}
            />
          )}
        </QueryState>
      </Spin>
      <Pager current={page} total={query.data?.total ?? 0} onChange={setPage} />
    </Card>
  );
}
