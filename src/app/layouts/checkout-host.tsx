import { lazy, Suspense } from 'react';
import { timedChunk } from '@/lib/chunk-recovery';
import { useUiStore } from '@/stores/ui-store';

const CheckoutDialog = lazy(
  timedChunk(() =>
    import('@/features/checkout/components/order/checkout-dialog').then(
      ({ CheckoutDialog: Dialog }) => ({ default: Dialog }),
    ),
  ),
);

/**
 * Shows the order-confirmation dialog whenever the cart, a good's page or the order list asks
 * for it through the ui store. Its chunk loads on first open only.
 */
export function CheckoutHost() {
  const request = useUiStore((state) => state.checkout);
  const closeCheckout = useUiStore((state) => state.closeCheckout);
  if (!request) return null;

  return (
    <Suspense fallback={null}>
      <CheckoutDialog key={JSON.stringify(request)} request={request} onClose={closeCheckout} />
    </Suspense>
  );
}
