import type { InvoiceFlag, InvoiceInformation } from '@/features/invoice/api/invoice-types';
import type { OrderStatus } from '@/features/orders/api/orders-types';
import type { SellOffer } from '@/lib/sell-offer';

/** GET v1/front/use/good/district: per good, whether it can go to the chosen address. */
export interface DeliveryCheck {
  goodId: number;
  /** 0: beyond the delivery range. */
  isCanBuy: 0 | 1;
}

/** What every new order carries besides its goods. */
export interface OrderPlacement {
  userAddressId: number;
  isInvoice: InvoiceFlag;
  invoiceInformation: InvoiceInformation;
}

/** POST v1/front/corder: the chosen cart rows become one order and leave the cart. */
export interface CartOrderBody extends OrderPlacement {
  /** Cart row ids joined by ';'. */
  userShoppingCartIdList: string;
}

/** POST v1/front/order: one stock bought directly. */
export interface SingleOrderBody extends OrderPlacement {
  goodStockId: number;
  goodNum: number;
}

/** SPEC section 3, created order. */
export interface CreatedOrder {
  orderId: number;
  payCode: string;
  /** fen */
  price: number;
}

/** A line of the order to pay, with the promotion its good is sold under (shown only). */
export interface PayPriceGood extends SellOffer {
  goodName: string;
  goodStockName: string;
  /** Unit price in fen. */
  goodPrice: number;
  goodNum: number;
  /** Percent of the unit price charged: 100 is no discount. */
  rate: number;
}

/** GET v1/front/show/order/price/{id}: what paying the order actually costs. */
export interface PayPrice {
  /** fen */
  price: number;
  goodList: PayPriceGood[];
}

/** What the order detail says of an order whose payment answer was lost. */
export interface OrderState {
  status: OrderStatus;
  /** 1: a 充值并支付 bank transfer will pay it once audited. */
  reserved: 0 | 1;
}
