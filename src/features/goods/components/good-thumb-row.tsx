import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { formatFen } from '@/utils/money';

export interface GoodThumbRowProps {
  goodId: number;
  goodName: string;
  goodImg: string;
  /** fen */
  price: number;
  /** A line under the price, e.g. when it was collected or viewed. */
  note: ReactNode;
}

/** A good as one line of a list (favourites, history): image, linked name, price, note. */
export function GoodThumbRow({ goodId, goodName, goodImg, price, note }: GoodThumbRowProps) {
  return (
    <div className="good-thumb-row">
      <img className="good-thumb-row__image" src={goodImg || undefined} alt="" />
      <div>
        <Link to={hrefs.storageDetail(goodId)} className="good-thumb-row__name">
          {goodName}
        </Link>
        <div className="good-thumb-row__price">{formatFen(price)}</div>
        <div className="good-thumb-row__note">{note}</div>
      </div>
    </div>
  );
}
