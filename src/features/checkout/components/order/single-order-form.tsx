import { QuantityInput } from '@/components/ui/quantity-input';
import { useState } from 'react';
import { orderCopy } from '@/copy';
import { useGoodDetail } from '@/features/goods/hooks/use-goods';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { apiClient } from '@/lib/api-client';
import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import type { CheckoutItem } from './checkout-item';
import { ConfirmOrderForm } from './confirm-order-form';

export interface SingleOrderFormProps {
  goodId: number;
  goodStockId: number;
  num: number;
  onCreated(order: CreatedOrder): void;
}

/** 立即购买: one stock of one good, its quantity kept in the dialog. */
export function SingleOrderForm({ goodId, goodStockId, num, onCreated }: SingleOrderFormProps) {
  const goodQuery = useGoodDetail(goodId);
  const good = goodQuery.data;
  // null while the field is empty mid-edit; the order then counts one
  const [count, setCount] = useState<number | null>(num);
  const goodNum = count ?? 1;
  const [removed, setRemoved] = useState(false);
  const stock = good?.stocks.find((candidate) => candidate.goodStockId === goodStockId);

  const items: CheckoutItem[] =
    good && stock && !removed
      ? [
          {
            id: goodStockId,
            goodId,
            goodName: good.goodName,
            goodImg: good.goodImg,
            goodStockName: stock.goodStockName,
            price: stock.price,
            num: goodNum,
            stock: stock.stock,
          },
        ]
      : [];

  return (
    <ConfirmOrderForm
      items={items}
      itemsQuery={goodQuery}
      renderQuantity={(item) => (
        <QuantityInput
          aria-label={orderCopy.quantityOf(item.goodName)}
          stock={item.stock}
          value={count}
          onChange={setCount}
          onBlur={() => setCount(goodNum)}
        />
      )}
      onRemove={() => setRemoved(true)}
      create={(placement, idempotencyKey) =>
        apiClient.call(checkoutEndpoints.singleOrder, {
          body: { ...placement, goodStockId, goodNum },
          idempotencyKey,
        })
      }
      onCreated={onCreated}
    />
  );
}
