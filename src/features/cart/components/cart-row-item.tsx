import { Button, Checkbox } from 'antd';
import { Link } from 'react-router-dom';
import { OfferTag } from '@/components/ui/offer-tag';
import { cartCopy, commonCopy } from '@/copy';
import { hrefs } from '@/config/paths';
import { formatFen } from '@/utils/money';
import type { CartRow } from '../api/cart-schemas';
import { CartQuantity } from './cart-quantity';

export interface CartRowItemProps {
  row: CartRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

export function CartRowItem({ row, selected, onSelect, onDelete }: CartRowItemProps) {
  return (
    <li className="cart-row">
      <Checkbox
        aria-label={cartCopy.selectRow(row.goodName)}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <img className="cart-row__image" src={row.goodImg || undefined} alt="" />
      <div className="cart-row__good">
        <Link to={hrefs.storageDetail(row.goodId)}>{row.goodName}</Link>
        <span className="cart-row__stock">{row.goodStockName}</span>
        <OfferTag offer={row} />
      </div>
      <span className="cart-row__price">{formatFen(row.price)}</span>
      <CartQuantity key={row.num} row={row} />
      <span className="cart-row__subtotal">{formatFen(row.price * row.num)}</span>
      <Button
        type="link"
        danger
        onClick={onDelete}
        aria-label={`${commonCopy.delete} ${row.goodName}`}
      >
        {commonCopy.delete}
      </Button>
    </li>
  );
}
