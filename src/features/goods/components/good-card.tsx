import { Link } from 'react-router-dom';
import { OfferTag } from '@/components/ui/offer-tag';
import { goodsCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { formatFen } from '@/utils/money';
import { formatCount } from '@/utils/number';
import type { GoodListItem } from '../api/goods-schemas';

/** A good in a grid: image, name, promotion, lowest price and sales; the whole card links to its page. */
export function GoodCard({ good }: { good: GoodListItem }) {
  return (
    <Link to={hrefs.storageDetail(good.goodId)} className="good-card">
      <img className="good-card__image" src={good.goodImg || undefined} alt="" loading="lazy" />
      <span className="good-card__name">{good.goodName}</span>
      <span className="good-card__offer">
        <OfferTag offer={good} />
      </span>
      <span className="good-card__meta">
        <span className="good-card__price">{formatFen(good.price)}</span>
        <span className="good-card__sales">{goodsCopy.sales(formatCount(good.sales))}</span>
      </span>
    </Link>
  );
}
