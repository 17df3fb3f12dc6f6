import type { Input, Output } from '@/lib/schema';
import type {
  cartOrderBodySchema,
  createdOrderSchema,
  deliveryCheckSchema,
  orderStateSchema,
  payPriceGoodSchema,
  payPriceSchema,
  singleOrderBodySchema,
} from './checkout-schemas';

export type DeliveryCheck = Output<typeof deliveryCheckSchema>;
export type CartOrderBody = Input<typeof cartOrderBodySchema>;
export type SingleOrderBody = Input<typeof singleOrderBodySchema>;

/** What every new order carries besides its goods. */
export type OrderPlacement = Omit<CartOrderBody, 'userShoppingCartIdList'>;

export type CreatedOrder = Output<typeof createdOrderSchema>;
export type PayPriceGood = Output<typeof payPriceGoodSchema>;
export type PayPrice = Output<typeof payPriceSchema>;
/** What the order detail says of an order whose payment answer was lost. */
export type OrderState = Output<typeof orderStateSchema>;
