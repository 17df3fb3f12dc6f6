import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { joinIds, type CartRow } from '@/features/cart/api/cart-schemas';
import { CartQuantity } from '@/features/cart/components/cart-quantity';
import { useCartRows, whenCartSettled } from '@/features/cart/hooks/use-cart';
import { apiClient } from '@/lib/api-client';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import type { CheckoutItem } from './checkout-item';
import { ConfirmOrderForm } from './confirm-order-form';

const toItem = (row: CartRow): CheckoutItem => ({
  id: row.userShoppingCartId,
  goodId: row.goodId,
  goodName: row.goodName,
  goodImg: row.goodImg,
  goodStockName: row.goodStockName,
  price: row.price,
  num: row.num,
  stock: row.stock,
});

/**
 * Ordering chosen cart rows: quantities are edited on the cart rows themselves, so the cart
 * stays in step; deleting an item here only leaves it out of this order.
 */
export function CartOrderForm({
  cartIds,
  onCreated,
}: {
  cartIds: readonly number[];
  onCreated(order: CreatedOrder): void;
}) {
  const queryClient = useQueryClient();
  const cartRows = useCartRows();
  const rows = cartRows.data ?? [];
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const chosen = rows.filter(
    (row) => cartIds.includes(row.userShoppingCartId) && !leftOut.has(row.userShoppingCartId),
  );
  const rowOf = (item: CheckoutItem) => chosen.find((row) => row.userShoppingCartId === item.id);

  return (
    <ConfirmOrderForm
      items={chosen.map(toItem)}
      itemsQuery={cartRows}
      renderQuantity={(item) => {
        const row = rowOf(item);
        return row && <CartQuantity key={row.num} row={row} />;
      }}
      onRemove={(item) => setLeftOut((current) => new Set([...current, item.id]))}
      create={async (placement, idempotencyKey) => {
        await whenCartSettled(queryClient);
        return apiClient.call(checkoutEndpoints.cartOrder, {
          body: {
            ...placement,
            userShoppingCartIdList: joinIds(chosen.map((row) => row.userShoppingCartId)),
          },
          idempotencyKey,
        });
      }}
      onCreated={onCreated}
    />
  );
}
