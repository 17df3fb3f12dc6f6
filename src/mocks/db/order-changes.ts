import type { OrderStatus } from '@/lib/enums/order-status';
import { requireOwnAddress } from './addresses';
import { returnToCart } from './carts';
import { toOrderAddress } from './order-snapshots';
import { requireOwnOrder } from './orders';
import type { Database } from './types';
import { orderError } from './errors/order';

/** Until the goods leave the warehouse the delivery address can still change. */
const ADDRESS_CHANGEABLE: readonly OrderStatus[] = ['WAIT', 'PAYMENT', 'SEND'];

/** Puts the order's goods back in the cart; answers how many cart rows were created or raised. */
export function reorder(db: Database, userId: number, orderId: number): number {
  const { goods } = requireOwnOrder(db, userId, orderId);
  return goods.filter((good) => returnToCart(db, userId, good.goodStockId, good.num)).length;
}

export function changeOrderAddress(
  db: Database,
  userId: number,
  orderId: number,
  userAddressId: number,
): void {
  const order = requireOwnOrder(db, userId, orderId);
  if (!ADDRESS_CHANGEABLE.includes(order.status)) throw orderError('orderAddressLocked');
  order.address = toOrderAddress(requireOwnAddress(db, userId, userAddressId));
}
