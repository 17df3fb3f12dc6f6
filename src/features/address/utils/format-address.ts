import type { Address } from '../api/address-schemas';

/** The city level of a municipality, left out of addresses (北京市朝阳区, not 北京市市辖区朝阳区). */
const MUNICIPAL_CITY = '市辖区';

/** One line for a saved address: regions, community and entrance, then the detail. */
export function formatAddress(address: Address): string {
  const city = address.city === MUNICIPAL_CITY ? '' : address.city;
  const regions = [address.province, city, address.area, address.street].join('');
  const place = [address.community, address.entrance].join('');
  return [regions, place, address.detailedAddress].filter(Boolean).join(' ');
}
