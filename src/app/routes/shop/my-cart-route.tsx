import { useLocation, useNavigate } from 'react-router-dom';
import { CartPage } from '@/features/cart/components/cart-page';
import { selectingStocks } from '@/features/cart/utils/cart-arrival';
import { QuickOrderButton } from '@/features/quick-order/components/quick-order-button';
import { useUiStore } from '@/stores/ui-store';

/**
 * The cart (here and in the member area), whose 去结算 opens the order dialog with the selected
 * rows, and whose 批量下单 shows it again with the goods it added selected.
 */
function MyCartRoute() {
  const openCheckout = useUiStore((state) => state.openCheckout);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <CartPage
      onCheckout={(rows) =>
        openCheckout({ kind: 'cart', cartIds: rows.map((row) => row.userShoppingCartId) })
      }
      actions={
        <QuickOrderButton
          onAdded={(goodStockIds) =>
            void navigate(`${pathname}${search}`, { state: selectingStocks(goodStockIds) })
          }
        />
      }
    />
  );
}

export { MyCartRoute as Component };
