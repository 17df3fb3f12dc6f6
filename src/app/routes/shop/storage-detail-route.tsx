import { useSearchParams } from 'react-router-dom';
import { useAddToCart } from '@/features/cart/hooks/use-cart';
import type { StockChoice } from '@/features/goods/hooks/use-add-to-cart-action';
import { GoodDetailPage } from '@/features/goods/components/good-detail-page';
import { useUiStore } from '@/stores/ui-store';

/**
 * The good's page adds to the cart through the cart feature, so the toolbar badge follows,
 * and 立即购买 opens the order dialog for the chosen stock.
 */
function StorageDetailRoute() {
  const { mutateAsync } = useAddToCart();
  const openCheckout = useUiStore((state) => state.openCheckout);
  const goodId = Number(useSearchParams()[0].get('id'));
  const addToCart = ({ goodStockId, num }: StockChoice) =>
    mutateAsync({ goodStockId, goodNum: num });
  const buyNow = ({ goodStockId, num }: StockChoice) =>
    openCheckout({ kind: 'single', goodId, goodStockId, num });
  return <GoodDetailPage onAddToCart={addToCart} onBuyNow={buyNow} />;
}

export { StorageDetailRoute as Component };
