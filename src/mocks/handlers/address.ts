import { addressEndpoints as endpoints } from '@/features/address/api/address-endpoints';
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

const DISTRICTS = relativePath(endpoints.districts.path);
/**
 * The same tree for visitors (SPEC section 7, common); the app asks the member area, so this
 * call is the mock's only, not the app's contract.
 */
const visitorDistricts = { ...endpoints.districts, path: '/common/district' };
const COMMON_DISTRICTS = relativePath(visitorDistricts.path);
const IDENTIFY = relativePath(endpoints.identify.path);

const districtsOf = (pid: number | undefined) => listDistricts(optionalId(pid) ?? 0);

export const addressHandlers = [
  awaitDistricts('get', DISTRICTS),
  awaitDistricts('get', COMMON_DISTRICTS),
  awaitDistricts('get', IDENTIFY),
  publicHandler(visitorDistricts, ({ query }) => districtsOf(query.pid)),
  memberHandler(endpoints.districts, ({ query }) => districtsOf(query.pid)),
  publicHandler(endpoints.identify, ({ query }) => identifyAddress(query.district ?? '')),
  memberHandler(endpoints.addresses, ({ db, user, query }) =>
    listAddresses(db, user.userId, pageQuery(query)),
  ),
  memberHandler(endpoints.create, ({ db, user, body }) =>
    createAddress(db, user.userId, readAddressInput(body)),
  ),
  memberHandler(endpoints.update, ({ db, user, body }) =>
    updateAddress(db, user.userId, requireId(body.userAddressId), readAddressInput(body)),
  ),
  memberHandler(endpoints.setDefault, ({ db, user, params }) => {
    setDefaultAddress(db, user.userId, requireId(params.userAddressId));
    return null;
  }),
  memberHandler(endpoints.remove, ({ db, user, params }) => {
    deleteAddress(db, user.userId, requireId(params.userAddressId));
    return null;
  }),
  memberHandler(endpoints.defaultAddress, ({ db, user }) => findDefaultAddress(db, user.userId)),
];
