import { Descriptions } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { TopUpButton } from '@/components/ui/top-up-button';
import { withdrawalCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { useWithdrawBalance } from '../hooks/use-withdrawal';

/**
 * 账户余额: the total, what withdrawal requests hold, and what is available; 充值 tops it up,
 * and the figures follow when the top-up arrives.
 */
export function BalanceCard() {
  const query = useWithdrawBalance();
  return (
    <SectionCard size="small" title={withdrawalCopy.balanceTitle} extra={<TopUpButton />}>
      <QueryState query={query}>
        {(balance) => (
          <Descriptions
            size="small"
            column={3}
            items={[
              {
                key: 'balance',
                label: withdrawalCopy.balance,
                children: formatFen(balance.balance),
              },
              { key: 'frozen', label: withdrawalCopy.frozen, children: formatFen(balance.frozen) },
              {
                key: 'available',
                label: withdrawalCopy.available,
                children: (
                  <strong data-testid="available-balance">{formatFen(balance.available)}</strong>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
