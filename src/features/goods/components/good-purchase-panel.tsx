import { Button, Flex, Radio } from 'antd';
import { useId, useState } from 'react';
import { goodsCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { OfferTag } from '@/components/ui/offer-tag';
import { QuantityInput } from '@/components/ui/quantity-input';
import type { SellOffer } from '@/lib/sell-offer';
import type { GoodStock } from '../api/goods-schemas';
import {
  useAddToCartAction,
  type AddToCart,
  type StockChoice,
} from '../hooks/use-add-to-cart-action';

export interface GoodPurchasePanelProps {
  stocks: GoodStock[];
  /** The promotion the good is sold under, shown beside the price. */
  offer: SellOffer;
  onAddToCart: AddToCart;
  /** 立即购买 shows only when given. */
  onBuyNow?: (choice: StockChoice) => void;
}

/** Specification choice, price, promotion, quantity (1..stock) and the buying actions. */
export function GoodPurchasePanel({
  stocks,
  offer,
  onAddToCart,
  onBuyNow,
}: GoodPurchasePanelProps) {
  const [stockId, setStockId] = useState(stocks[0]?.goodStockId);
  const [num, setNum] = useState(1);
  const stockLabelId = useId();
  const stock = stocks.find((item) => item.goodStockId === stockId);
  const addToCart = useAddToCartAction(onAddToCart);

  if (!stock) return null;
  const choice: StockChoice = { goodStockId: stock.goodStockId, num };
  const soldOut = stock.stock < 1;

  const chooseStock = (goodStockId: number) => {
    const next = stocks.find((item) => item.goodStockId === goodStockId);
    setStockId(goodStockId);
    if (next) setNum((current) => Math.max(1, Math.min(current, next.stock)));
  };

  return (
    <div className="purchase-panel">
      <dl className="purchase-panel__rows">
        <dt>{goodsCopy.price}</dt>
        <dd className="purchase-panel__price">{formatFen(stock.price)}</dd>
        {offer.sellType !== null && (
          <>
            <dt>{goodsCopy.offer}</dt>
            <dd>
              <OfferTag offer={offer} />
            </dd>
          </>
        )}
        <dt id={stockLabelId}>{goodsCopy.stock}</dt>
        <dd>
          <Radio.Group
            aria-labelledby={stockLabelId}
            optionType="button"
            value={stock.goodStockId}
            options={stocks.map((item) => ({ value: item.goodStockId, label: item.goodStockName }))}
            onChange={(event) => chooseStock(Number(event.target.value))}
          />
        </dd>
        <dt>{goodsCopy.quantity}</dt>
        <dd>
          <Flex gap="small" align="center">
            <QuantityInput
              aria-label={goodsCopy.quantity}
              stock={stock.stock}
              value={num}
              onChange={(value) => setNum(value ?? 1)}
            />
            <span className="purchase-panel__stock">{goodsCopy.inStock(stock.stock)}</span>
          </Flex>
        </dd>
      </dl>
      <Flex gap="middle">
        <Button
          type="primary"
          size="large"
          disabled={soldOut}
          loading={addToCart.pending}
          onClick={() => void addToCart.run(choice)}
        >
          {goodsCopy.addToCart}
        </Button>
        {onBuyNow && (
          <Button size="large" danger disabled={soldOut} onClick={() => onBuyNow(choice)}>
            {goodsCopy.buyNow}
          </Button>
        )}
      </Flex>
    </div>
  );
}
