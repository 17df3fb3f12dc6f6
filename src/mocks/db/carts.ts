import type { CartRow as CartView } from '@/features/cart/api/cart-schemas';
import { findStock, stockLine } from './goods';
import { nextSequence } from './sequences';
import type { CartRow, Database } from './types';
import { cartError } from './errors/cart';

export const countCartRows = (db: Database, userId: number): number =>
  db.carts.filter((row) => row.userId === userId).length;

function toCartView(db: Database, row: CartRow): CartView {
  const { good, stock } = findStock(db, row.goodStockId);
  return {
    userShoppingCartId: row.userShoppingCartId,
    ...stockLine(good, stock, row.num),
    stock: stock.stock,
    ...good.offer,
  };
}

/** Newest rows first. */
export const listCartRows = (db: Database, userId: number): CartView[] =>
  db.carts
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.userShoppingCartId - a.userShoppingCartId)
    .map((row) => toCartView(db, row));

export function requireQuantity(num: number, stock: number): void {
  if (!Number.isInteger(num) || num < 1) throw cartError('quantityTooSmall');
  if (num > stock) throw cartError('quantityOverStock');
}

export function requireOwnCartRow(
  db: Database,
  userId: number,
  userShoppingCartId: number,
): CartRow {
  const row = db.carts.find(
    (cart) => cart.userId === userId && cart.userShoppingCartId === userShoppingCartId,
  );
  if (!row) throw cartError('cartRowNotFound');
  return row;
}

const findRowOfStock = (db: Database, userId: number, goodStockId: number) =>
  db.carts.find((row) => row.userId === userId && row.goodStockId === goodStockId);

function pushRow(db: Database, line: Omit<CartRow, 'userShoppingCartId'>): CartRow {
  const row: CartRow = { userShoppingCartId: nextSequence(db, 'cartId'), ...line };
  db.carts.push(row);
  return row;
}

/** Adds the stock to the cart, or raises the quantity of the row already holding it. */
export function addToCart(
  db: Database,
  userId: number,
  goodStockId: number,
  goodNum: number,
): CartView {
  const { good, stock } = findStock(db, goodStockId);
  const existing = findRowOfStock(db, userId, goodStockId);
  requireQuantity(goodNum, stock.stock - (existing?.num ?? 0));
  if (!existing) {
    return toCartView(db, pushRow(db, { userId, goodId: good.goodId, goodStockId, num: goodNum }));
  }
  existing.num += goodNum;
  return toCartView(db, existing);
}

/**
 * Puts an ordered quantity back in the cart, merged into the row of the same stock and capped
 * at the stock (buying again should not fail over a stock that has shrunk since).
 * Answers whether a row was created or raised.
 */
export function returnToCart(
  db: Database,
  userId: number,
  goodStockId: number,
  num: number,
): boolean {
  const { good, stock } = findStock(db, goodStockId);
  const existing = findRowOfStock(db, userId, goodStockId);
  const current = existing?.num ?? 0;
  const target = Math.min(current + num, stock.stock);
  if (target <= current) return false;
  if (existing) existing.num = target;
  else pushRow(db, { userId, goodId: good.goodId, goodStockId, num: target });
  return true;
}

export function updateCartNum(
  db: Database,
  userId: number,
  userShoppingCartId: number,
  num: number,
): CartView {
  const row = requireOwnCartRow(db, userId, userShoppingCartId);
  requireQuantity(num, findStock(db, row.goodStockId).stock.stock);
  row.num = num;
  return toCartView(db, row);
}

/** Removes the member's rows among `ids`; ids of other members or gone rows are ignored. */
export function deleteCartRows(db: Database, userId: number, ids: readonly number[]): void {
  const doomed = new Set(ids);
  db.carts = db.carts.filter((row) => row.userId !== userId || !doomed.has(row.userShoppingCartId));
}
