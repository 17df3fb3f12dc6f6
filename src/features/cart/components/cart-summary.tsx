import { Button, Checkbox, Flex } from 'antd';
import { cartCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import type { CartTotals } from '../utils/cart-totals';

export interface CartSummaryProps {
  totals: CartTotals;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  /** 去结算 shows only when given. */
  onCheckout?: () => void;
}

/** The cart's footer: select all, delete selected, totals of the selected rows, checkout. */
export function CartSummary({
  totals,
  allSelected,
  someSelected,
  onSelectAll,
  onDeleteSelected,
  onCheckout,
}: CartSummaryProps) {
  const none = totals.rows === 0;
  return (
    <Flex className="cart-summary" align="center" justify="space-between" wrap gap="middle">
      <Flex align="center" gap="middle">
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          onChange={(event) => onSelectAll(event.target.checked)}
        >
          {cartCopy.selectAll}
        </Checkbox>
        <Button disabled={none} onClick={onDeleteSelected}>
          {cartCopy.deleteSelected}
        </Button>
      </Flex>
      <Flex align="center" gap="middle">
        <span>{cartCopy.selectedCount(totals.units)}</span>
        <span>
          {cartCopy.total}：
          <output className="cart-summary__amount" aria-label={cartCopy.total}>
            {formatFen(totals.amount)}
          </output>
        </span>
        {onCheckout && (
          <Button type="primary" size="large" disabled={none} onClick={onCheckout}>
            {cartCopy.checkout}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
