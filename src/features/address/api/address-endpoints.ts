import { DESIGNED, endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  addressInputSchema,
  addressListQuerySchema,
  addressListSchema,
  addressSchema,
  addressUpdateSchema,
  defaultAddressSchema,
  districtQuerySchema,
  districtsSchema,
  identifiedAddressSchema,
  identifyQuerySchema,
} from './address-schemas';

const INPUT_ERRORS = ['20301', '20302'];
const NOT_FOUND = '20303';

export const addressEndpoints = endpointGroup('address', {
  /**
   * The member area's district call (SPEC section 7, address): every cascader of the app sits
   * in a logged-in screen. /common/district answers the same lists to visitors.
   */
  districts: endpoint({
    method: 'GET',
    path: 'v1/front/district',
    query: districtQuerySchema,
    answer: districtsSchema,
    from: SPEC,
  }),
  /** Reads the regions, the name and the phone out of pasted text. */
  identify: endpoint({
    method: 'GET',
    path: '/common/identification/address',
    query: identifyQuerySchema,
    answer: identifiedAddressSchema,
    from: SPEC,
  }),
  /** The member's addresses, the default first. */
  addresses: endpoint({
    method: 'GET',
    path: 'v1/front/address',
    query: addressListQuerySchema,
    answer: addressListSchema,
    from: SPEC,
  }),
  create: endpoint({
    method: 'POST',
    path: 'v1/front/address',
    body: addressInputSchema,
    answer: addressSchema,
    errors: INPUT_ERRORS,
    from: SPEC,
  }),
  /** Saves an edited address: the full body with its id. */
  update: endpoint({
    method: 'PUT',
    path: 'v1/front/address',
    body: addressUpdateSchema,
    answer: addressSchema,
    errors: [...INPUT_ERRORS, NOT_FOUND],
    from: DESIGNED,
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: 'v1/front/address/:userAddressId',
    answer: noAnswer,
    errors: [NOT_FOUND],
    from: SPEC,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'v1/front/address/:userAddressId',
    answer: noAnswer,
    errors: [NOT_FOUND],
    from: SPEC,
  }),
  /** The member's default address, or null when there is none. */
  defaultAddress: endpoint({
    method: 'GET',
    path: 'v1/front/default/address',
    answer: defaultAddressSchema,
    from: SPEC_PATH,
  }),
});
