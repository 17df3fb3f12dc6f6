import { useState } from 'react';
import { QuantityInput } from '@/components/ui/quantity-input';
import { cartCopy } from '@/copy';
import { reportUnshownError } from '@/lib/report-unshown-error';
import type { CartRow } from '../api/cart-schemas';
import { useUpdateCartNum } from '../hooks/use-cart';

/**
 * A row's quantity, 1..stock. It is saved when the field loses focus or on Enter; a refused
 * change returns to the saved quantity. Give it key={row.num} so a new saved value resets it.
 */
export function CartQuantity({ row }: { row: CartRow }) {
  // null while the field is empty mid-edit
  const [draft, setDraft] = useState<number | null>(row.num);
  const update = useUpdateCartNum();

  const commit = async () => {
    if (draft === null) {
      setDraft(row.num);
      return;
    }
    if (draft === row.num || update.isPending) return;
    try {
      await update.mutateAsync({ userShoppingCartId: row.userShoppingCartId, num: draft });
    } catch (error) {
      setDraft(row.num);
      reportUnshownError(error);
    }
  };

  return (
    <QuantityInput
      aria-label={cartCopy.quantityOf(row.goodName)}
      stock={row.stock}
      value={draft}
      disabled={update.isPending}
      onChange={setDraft}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
    />
  );
}
