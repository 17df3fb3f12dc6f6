import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectingStocks } from '@/features/cart/utils/cart-arrival';
import { CataloguePage } from '@/features/goods/components/catalogue-page';
import { QuickOrderButton } from '@/features/quick-order/components/quick-order-button';

/** The catalogue, whose 批量下单 opens the cart with the goods it added selected. */
function StorageRoute() {
  const navigate = useNavigate();
  return (
    <CataloguePage
      actions={
        <QuickOrderButton
          onAdded={(goodStockIds) =>
            void navigate(paths.myCart, { state: selectingStocks(goodStockIds) })
          }
        />
      }
    />
  );
}

export { StorageRoute as Component };
