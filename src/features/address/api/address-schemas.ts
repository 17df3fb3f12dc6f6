import * as v from 'valibot';
import * as s from '@/lib/schema';
import { districtNameSchema } from '@/lib/district-schema';
import { regionEntries } from '@/lib/region-schema';

const FLAGS = [0, 1] as const;

/** One node of the district tree (as /common/district answers it). */
export const districtSchema = v.object({
  ...districtNameSchema.entries,
  /** 1: a leaf, it has no children. */
  isLast: s.flag(),
});
export type District = s.Output<typeof districtSchema>;

export const districtsSchema = s.list(districtSchema);

/** The children of a district; pid 0 gives the provinces. */
export const districtQuerySchema = v.object({ pid: v.number() });

/** What the recognition read out of pasted text. */
export const identifiedAddressSchema = v.object({
  ...regionEntries,
  userName: s.text(),
  phone: s.text(),
  detailedAddress: s.text(),
});
export type IdentifiedAddress = s.Output<typeof identifiedAddressSchema>;

/** The pasted text to read an address out of. */
export const identifyQuerySchema = v.object({ district: v.string() });

/** One of the member's addresses. */
export const addressSchema = v.object({
  ...regionEntries,
  userAddressId: s.int(),
  userName: s.text(),
  phone: s.text(),
  entrance: s.text(),
  detailedAddress: s.text(),
  isDefault: s.flag(),
  /** The pasted text the recognition box was given, if any. */
  autoAddress: s.text(),
});
export type Address = s.Output<typeof addressSchema>;

export const addressListSchema = v.object({
  list: s.list(addressSchema),
  total: s.num(0),
});
export type AddressList = s.Output<typeof addressListSchema>;

export const addressListQuerySchema = v.object({ ...s.pageQuery });

/** The default address, or null when the member has none (or it came without an id). */
export const defaultAddressSchema = v.nullable(v.fallback(v.nullable(addressSchema), null));

const addressInputEntries = {
  province: v.string(),
  city: v.string(),
  area: v.string(),
  street: v.string(),
  village: v.string(),
  community: v.string(),
  provinceId: v.number(),
  cityId: v.number(),
  areaId: v.number(),
  streetId: v.number(),
  villageId: v.number(),
  communityId: v.number(),
  userName: v.string(),
  phone: v.string(),
  entrance: v.string(),
  detailedAddress: v.string(),
  isDefault: v.picklist(FLAGS),
  /** The pasted text the recognition box was given, if any. */
  autoAddress: v.string(),
};

/** A new address. */
export const addressInputSchema = v.object(addressInputEntries);
export type AddressInput = s.Input<typeof addressInputSchema>;

/** An edited address: the full body with its id. */
export const addressUpdateSchema = v.object({
  ...addressInputEntries,
  userAddressId: v.number(),
});
export type AddressUpdate = s.Input<typeof addressUpdateSchema>;
