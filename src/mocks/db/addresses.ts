import type { AddressRegions } from '@/lib/region-schema';
import type { Address, AddressInput, AddressList } from '@/features/address/api/address-schemas';
import type { PageQuery } from '@/lib/api-types';
import { isMobile } from './field-rules';
import { nextSequence } from './sequences';
import type { AddressRow, Database } from './types';
import { withoutOwner } from './without-owner';
import { makeOnlyDefault, passDefaultOn } from './default-flag';
import { pageOf } from './paging';
import { addressError } from './errors/address';

const toAddress = (row: AddressRow): Address => withoutOwner<Address>(row);

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
};

const id = (body: Record<string, unknown>, name: string): number => {
  const value = Number(body[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

/** A POST/PUT body as an address; phone, userName, province, city, area, detail required. */
export function readAddressInput(body: Record<string, unknown>): AddressInput {
  const regions: AddressRegions = {
    province: text(body, 'province'),
    city: text(body, 'city'),
    area: text(body, 'area'),
    street: text(body, 'street'),
    village: text(body, 'village'),
    community: text(body, 'community'),
    provinceId: id(body, 'provinceId'),
    cityId: id(body, 'cityId'),
    areaId: id(body, 'areaId'),
    streetId: id(body, 'streetId'),
    villageId: id(body, 'villageId'),
    communityId: id(body, 'communityId'),
  };
  const input: AddressInput = {
    ...regions,
    userName: text(body, 'userName'),
    phone: text(body, 'phone'),
    entrance: text(body, 'entrance'),
    detailedAddress: text(body, 'detailedAddress'),
    isDefault: Number(body.isDefault) === 1 ? 1 : 0,
    autoAddress: text(body, 'autoAddress'),
  };
  const required = [input.userName, input.phone, input.province, input.city, input.area];
  if (required.includes('') || !input.detailedAddress) throw addressError('addressIncomplete');
  if (!isMobile(input.phone)) throw addressError('addressPhoneInvalid');
  return input;
}

const ownRows = (db: Database, userId: number) =>
  db.addresses.filter((row) => row.userId === userId);

export function requireOwnAddress(db: Database, userId: number, userAddressId: number): AddressRow {
  const row = ownRows(db, userId).find((address) => address.userAddressId === userAddressId);
  if (!row) throw addressError('addressNotFound');
  return row;
}

const makeDefault = (db: Database, userId: number, row: AddressRow) =>
  makeOnlyDefault(ownRows(db, userId), row);

/** Default first, then newest first. */
export function listAddresses(db: Database, userId: number, page: PageQuery): AddressList {
  const rows = ownRows(db, userId).sort(
    (a, b) => b.isDefault - a.isDefault || b.userAddressId - a.userAddressId,
  );
  const { list, total } = pageOf(rows, page);
  return { list: list.map(toAddress), total };
}

export function findDefaultAddress(db: Database, userId: number): Address | null {
  const row = ownRows(db, userId).find((address) => address.isDefault === 1);
  return row ? toAddress(row) : null;
}

/** A member's first address becomes the default whatever the flag says. */
export function createAddress(db: Database, userId: number, input: AddressInput): Address {
  const row: AddressRow = { ...input, userAddressId: nextSequence(db, 'addressId'), userId };
  const first = ownRows(db, userId).length === 0;
  db.addresses.push(row);
  if (first || input.isDefault === 1) makeDefault(db, userId, row);
  return toAddress(row);
}

export function updateAddress(
  db: Database,
  userId: number,
  userAddressId: number,
  input: AddressInput,
): Address {
  const row = requireOwnAddress(db, userId, userAddressId);
  Object.assign(row, input, { isDefault: row.isDefault });
  if (input.isDefault === 1) makeDefault(db, userId, row);
  return toAddress(row);
}

/** Sets the default; the old default is cleared. */
export function setDefaultAddress(db: Database, userId: number, userAddressId: number): void {
  makeDefault(db, userId, requireOwnAddress(db, userId, userAddressId));
}

/** Deleting the default hands the flag to the newest remaining address, if any. */
export function deleteAddress(db: Database, userId: number, userAddressId: number): void {
  const row = requireOwnAddress(db, userId, userAddressId);
  db.addresses = db.addresses.filter((address) => address !== row);
  const rows = ownRows(db, userId);
  passDefaultOn(row, rows[rows.length - 1]);
}
