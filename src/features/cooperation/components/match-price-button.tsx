import { Button } from 'antd';
import { Permission } from '@/components/ui/permission';
import { cooperationCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { getFeedback } from '@/lib/feedback';
import { PERMISSIONS } from '@/lib/permissions';
import { formatFen } from '@/utils/money';
import type { Cooperation } from '../api/cooperation-schemas';
import { useMatchPrice } from '../hooks/use-cooperation';
import { canMatchPrice } from '../utils/cooperation-step';

interface MatchPriceButtonProps {
  cooperation: Pick<Cooperation, 'cooperationId' | 'title' | 'status'>;
  /** A link-like button in a table row, a plain one in the detail. */
  inRow?: boolean;
}

/**
 * 价格匹配 (COOPERATION_MANAGEMENT:MANAGE only), after a confirm: the suppliers' offers are
 * matched, the task moves one step on and the price taken is said.
 */
export function MatchPriceButton({ cooperation, inRow = false }: MatchPriceButtonProps) {
  const match = useMatchPrice();
  if (!canMatchPrice(cooperation.status)) return null;

  const run = () =>
    confirmThen(cooperationCopy.matchConfirm(cooperation.title), async () => {
      const { priceLog } = await match.mutateAsync(cooperation.cooperationId);
      getFeedback().toastSuccess(
        cooperationCopy.matched(priceLog.supplierName, formatFen(priceLog.price)),
      );
    });

  return (
    <Permission code={PERMISSIONS.cooperationManage}>
      <Button
        type={inRow ? 'link' : 'primary'}
        size={inRow ? 'small' : 'middle'}
        aria-label={inRow ? cooperationCopy.matchPriceOf(cooperation.title) : undefined}
        loading={match.isPending}
        onClick={run}
      >
        {cooperationCopy.matchPrice}
      </Button>
    </Permission>
  );
}
