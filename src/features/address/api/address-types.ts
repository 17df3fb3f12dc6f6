import type { Input, Output } from '@/lib/schema';
import type {
  addressInputSchema,
  addressListQuerySchema,
  addressListSchema,
  addressRegionsSchema,
  addressSchema,
  addressUpdateSchema,
  districtSchema,
  identifiedAddressSchema,
} from './address-schemas';

export type Flag = 0 | 1;

export type District = Output<typeof districtSchema>;
export type AddressRegions = Output<typeof addressRegionsSchema>;
export type IdentifiedAddress = Output<typeof identifiedAddressSchema>;
export type AddressInput = Input<typeof addressInputSchema>;
export type AddressUpdate = Input<typeof addressUpdateSchema>;
export type Address = Output<typeof addressSchema>;
export type AddressListQuery = Input<typeof addressListQuerySchema>;
export type AddressList = Output<typeof addressListSchema>;
