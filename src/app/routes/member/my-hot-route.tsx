import { useAddToCart } from '@/features/cart/hooks/use-cart';
import type { StockChoice } from '@/features/goods/hooks/use-add-to-cart-action';
import { HotGoodsPage } from '@/features/goods/components/hot-goods-page';

/** my_hot adds to the cart through the cart feature, so the toolbar badge follows. */
function MyHotRoute() {
  const { mutateAsync } = useAddToCart();
  const addToCart = ({ goodStockId, num }: StockChoice) =>
    mutateAsync({ goodStockId, goodNum: num });
  return <HotGoodsPage onAddToCart={addToCart} />;
}

export { MyHotRoute as Component };
