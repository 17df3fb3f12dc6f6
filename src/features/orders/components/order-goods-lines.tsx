import { Link } from 'react-router-dom';
import { ordersCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { formatFen } from '@/utils/money';
import type { OrderGood } from '../api/orders-schemas';

/** The goods of an order: image, linked name, specification, unit price and quantity. */
export function OrderGoodsLines({ goods }: { goods: readonly OrderGood[] }) {
  return (
    <ul className="order-goods">
      {goods.map((good) => (
        <li key={good.goodStockId} className="order-goods__line">
          <img className="order-goods__image" src={good.goodImg || undefined} alt="" />
          <div className="order-goods__name">
            <Link to={hrefs.storageDetail(good.goodId)}>{good.goodName}</Link>
            <span className="order-goods__spec">{good.goodStockName}</span>
          </div>
          <span className="order-goods__price" title={ordersCopy.unitPrice}>
            {formatFen(good.price)}
          </span>
          <span className="order-goods__num">{ordersCopy.quantity(good.num)}</span>
        </li>
      ))}
    </ul>
  );
}
