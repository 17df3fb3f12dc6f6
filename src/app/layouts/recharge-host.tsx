import { lazy, Suspense } from 'react';
import { timedChunk } from '@/lib/chunk-recovery';
import { useUiStore } from '@/stores/ui-store';

const RechargeDialog = lazy(
  timedChunk(() =>
    import('@/features/checkout/components/recharge/recharge-dialog').then(
      ({ RechargeDialog: Dialog }) => ({ default: Dialog }),
    ),
  ),
);

/**
 * Shows the recharge dialog whenever something asks for it through the ui store (the error
 * table for 30032/30060, the order dialog for 30232). Its chunk loads on first open only.
 */
export function RechargeHost() {
  const request = useUiStore((state) => state.recharge);
  const closeRecharge = useUiStore((state) => state.closeRecharge);
  if (!request) return null;

  return (
    <Suspense fallback={null}>
      <RechargeDialog key={JSON.stringify(request)} request={request} onClose={closeRecharge} />
    </Suspense>
  );
}
