import { Flex } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { PrintArea } from '@/components/ui/print-area';
import { withdrawalCopy } from '@/copy';
import { BalanceCard } from './balance-card';
import { BillsCard } from './bills-card';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalsCard } from './withdrawals-card';

/**
 * member/withdrawal (账单): the balance, a withdrawal request, the statement (which prints) and
 * the requests.
 */
export function WithdrawalPage() {
  return (
    <PageCard title={withdrawalCopy.pageTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <BalanceCard />
        </PartBoundary>
        <PartBoundary>
          <WithdrawForm />
        </PartBoundary>
        <PartBoundary>
          <PrintArea title={withdrawalCopy.billsTitle}>
            <BillsCard />
          </PrintArea>
        </PartBoundary>
        <PartBoundary>
          <WithdrawalsCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
