import { useAddToCart } from '@/features/cart/hooks/use-cart';
import type { StockChoice } from '@/features/goods/api/goods-types';
import { GoodDetailPage } from '@/features/goods/components/good-detail-page';

/** The good's page adds to the cart through the cart feature, so the toolbar badge follows. */
function StorageDetailRoute() {
  const { mutateAsync } = useAddToCart();
  const addToCart = ({ goodStockId, num }: StockChoice) =>
    mutateAsync({ goodStockId, goodNum: num });
  return <GoodDetailPage onAddToCart={addToCart} />;
}

export { StorageDetailRoute as Component };
