import { CartPage } from '@/features/cart/components/cart-page';
import { useUiStore } from '@/stores/ui-store';

/** The cart (here and in the member area), whose 去结算 opens the order dialog with the selected rows. */
function MyCartRoute() {
  const openCheckout = useUiStore((state) => state.openCheckout);
  return (
    <CartPage
      onCheckout={(rows) =>
        openCheckout({ kind: 'cart', cartIds: rows.map((row) => row.userShoppingCartId) })
      }
    />
  );
}

export { MyCartRoute as Component };
