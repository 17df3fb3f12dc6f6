import type { OrderAddress, OrderGood } from '@/features/orders/api/orders-schemas';
import type { AddressRow } from './types';

/*
 * What an order keeps of its address and goods, as they were when it was placed: later edits
 * of the address book or the catalogue do not reach it.
 */

/** The city level of a municipality, which an address leaves out (北京市朝阳区). */
const MUNICIPAL_CITY = '市辖区';

/** How the server writes an address on one line: regions, community and entrance, detail. */
function fullAddressOf(row: AddressRow): string {
  const city = row.city === MUNICIPAL_CITY ? '' : row.city;
  const regions = `${row.province}${city}${row.area}${row.street}`;
  const place = `${row.community}${row.entrance}`;
  return [regions, place, row.detailedAddress].filter((part) => part !== '').join(' ');
}

export const toOrderAddress = (row: AddressRow): OrderAddress => ({
  userAddressId: row.userAddressId,
  userName: row.userName,
  phone: row.phone,
  fullAddress: fullAddressOf(row),
});

/** The total in fen of some ordered lines. */
export const totalOf = (goods: readonly OrderGood[]): number =>
  goods.reduce((sum, good) => sum + good.price * good.num, 0);

/** 'PC' + the day (YYYYMMDD) + a serial of at least 4 digits; the order id makes it unique. */
export const payCodeOf = (day: string, orderId: number): string =>
  `PC${day}${String(orderId).padStart(4, '0')}`;
