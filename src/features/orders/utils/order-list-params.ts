import { ORDER_STATUSES, type OrderStatus } from '../api/orders-types';

export interface OrderListParams {
  page: number;
  keyword: string;
  /** undefined: every status (the 全部 tab). */
  status: OrderStatus | undefined;
}

/** What to change; status null goes back to 全部. */
export interface OrderListChanges {
  page?: number;
  keyword?: string;
  status?: OrderStatus | null;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The list's filters as the URL holds them; malformed values fall back to the defaults. */
export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const status = search.get('status');
  return {
    page: readPage(search.get('page')),
    keyword: search.get('keyword') ?? '',
    status: ORDER_STATUSES.find((value) => value === status),
  };
}

function setOrDelete(search: URLSearchParams, name: string, value: string | null): void {
  if (value === null) search.delete(name);
  else search.set(name, value);
}

/**
 * The URL after `changes`. Other parameters (type=water_order) are kept; a change of filter
 * without a page goes back to page 1; defaults are left out.
 */
export function writeOrderListParams(
  current: URLSearchParams,
  changes: OrderListChanges,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const page = changes.page ?? 1;
  setOrDelete(next, 'page', page > 1 ? String(page) : null);
  if (changes.keyword !== undefined) setOrDelete(next, 'keyword', changes.keyword.trim() || null);
  if (changes.status !== undefined) setOrDelete(next, 'status', changes.status);
  return next;
}

/** The last page that has rows, when a page emptied (its last order deleted); else null. */
export function fallbackPage(page: number, total: number, pageSize: number): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return page > lastPage ? lastPage : null;
}
