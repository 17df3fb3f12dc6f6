import { ADDRESS_PATHS } from '@/features/address/api/address-api';
import {
  createAddress,
  deleteAddress,
  findDefaultAddress,
  listAddresses,
  readAddressInput,
  setDefaultAddress,
  updateAddress,
} from '../db/addresses';
import { identifyAddress } from '../db/district-identify';
import { listDistricts } from '../db/district-tree';
import { awaitDistricts } from './await-districts';
import { memberHandler, publicHandler } from './envelope';
import { optionalId, pageQuery, relativePath, requireId } from './request-fields';

const DISTRICTS = relativePath(ADDRESS_PATHS.districts);
/** The same tree for visitors (SPEC section 7, common); the app itself asks the member area. */
const COMMON_DISTRICTS = 'common/district';
const IDENTIFY = relativePath(ADDRESS_PATHS.identify);

const districtsOf = (query: URLSearchParams) => listDistricts(optionalId(query.get('pid')) ?? 0);

export const addressHandlers = [
  awaitDistricts('get', DISTRICTS),
  awaitDistricts('get', COMMON_DISTRICTS),
  awaitDistricts('get', IDENTIFY),
  publicHandler('get', COMMON_DISTRICTS, ({ query }) => districtsOf(query)),
  memberHandler('get', DISTRICTS, ({ query }) => districtsOf(query)),
  publicHandler('get', IDENTIFY, ({ query }) => identifyAddress(query.get('district') ?? '')),
  memberHandler('get', ADDRESS_PATHS.addresses, ({ db, user, query }) =>
    listAddresses(db, user.userId, pageQuery(query)),
  ),
  memberHandler('post', ADDRESS_PATHS.addresses, ({ db, user, body }) =>
    createAddress(db, user.userId, readAddressInput(body)),
  ),
  memberHandler('put', ADDRESS_PATHS.addresses, ({ db, user, body }) =>
    updateAddress(db, user.userId, requireId(body.userAddressId), readAddressInput(body)),
  ),
  memberHandler('put', ADDRESS_PATHS.address, ({ db, user, params }) => {
    setDefaultAddress(db, user.userId, requireId(params.userAddressId));
    return null;
  }),
  memberHandler('delete', ADDRESS_PATHS.address, ({ db, user, params }) => {
    deleteAddress(db, user.userId, requireId(params.userAddressId));
    return null;
  }),
  memberHandler('get', ADDRESS_PATHS.defaultAddress, ({ db, user }) =>
    findDefaultAddress(db, user.userId),
  ),
];
