import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ListExport } from '@/components/ui/list-export';
import { PageCard } from '@/components/ui/page-card';
import { PagedList } from '@/components/ui/paged-list';
import { goodsCopy } from '@/copy';
import { endpointPages } from '@/lib/endpoint-pages';
import { pageQueryOf } from '@/lib/list-query';
import { orderSheetColumns } from '@/lib/order-sheet';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { goodsEndpoints } from '../api/goods-endpoints';
import type { HotGood } from '../api/goods-schemas';
import { useAddToCartAction, type AddToCart } from '../hooks/use-add-to-cart-action';
import { useHotGoods } from '../hooks/use-hot-goods';
import { GoodThumbRow } from './good-thumb-row';
import './goods.css';

function HotGoodRow({ good, onAddToCart }: { good: HotGood; onAddToCart: AddToCart }) {
  const addToCart = useAddToCartAction(onAddToCart);
  const name = good.goodStockName ? `${good.goodName}（${good.goodStockName}）` : good.goodName;
  return (
    <li>
      <GoodThumbRow
        goodId={good.goodId}
        goodName={name}
        goodImg={good.goodImg}
        price={good.price}
        note={`${goodsCopy.boughtTimes(good.buyTimes)} · ${goodsCopy.lastBought}：${good.lastBuyTime}`}
      />
      <Button
        icon={<ShoppingCartOutlined aria-hidden />}
        loading={addToCart.pending}
        aria-label={goodsCopy.addToCartOf(good.goodName)}
        onClick={() => void addToCart.run({ goodStockId: good.goodStockId, num: 1 })}
      >
        {goodsCopy.addToCart}
      </Button>
    </li>
  );
}

/**
 * 常购商品 as 批量下单 reads it back: each good with the stock last bought, one of each, for the
 * member to set the quantities of a regular order.
 */
const hotGoodsFileColumns = orderSheetColumns((good: HotGood) => ({ ...good, num: 1 }));

/** member my_hot: the goods the member buys most, each one click from the cart. */
export function HotGoodsPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useHotGoods(pageQueryOf(filters.page));

  return (
    <PageCard
      title={goodsCopy.hotTitle}
      extra={
        <ListExport
          subject={goodsCopy.hotTitle}
          columns={hotGoodsFileColumns}
          read={endpointPages(goodsEndpoints.hotGoods, { query: {} })}
        />
      }
    >
      <PagedList query={query} emptyText={goodsCopy.hotEmpty} {...pager('page')}>
        {(goods) => (
          <ul className="good-rows">
            {goods.map((good) => (
              <HotGoodRow key={good.goodId} good={good} onAddToCart={onAddToCart} />
            ))}
          </ul>
        )}
      </PagedList>
    </PageCard>
  );
}
