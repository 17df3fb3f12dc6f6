import { flag, int, list, num, pageQuery, text, v, type Input, type Output } from '@/lib/schema';

const FLAGS = [0, 1] as const;

/** One node of the district tree (as /common/district answers it). */
export const districtSchema = v.object({
  districtId: int(),
  district: text(),
  /** 1: a leaf, it has no children. */
  isLast: flag(),
});
export type District = Output<typeof districtSchema>;

export const districtsSchema = list(districtSchema);

/** The children of a district; pid 0 gives the provinces. */
export const districtQuerySchema = v.object({ pid: v.number() });

/**
 * The six levels of a place, names and ids; a level that is not known is '' with id 0.
 * Levels run province, city, area, street, village, community.
 */
const regionEntries = {
  province: text(),
  city: text(),
  area: text(),
  street: text(),
  village: text(),
  community: text(),
  provinceId: num(0),
  cityId: num(0),
  areaId: num(0),
  streetId: num(0),
  villageId: num(0),
  communityId: num(0),
};

export const addressRegionsSchema = v.object(regionEntries);
export type AddressRegions = Output<typeof addressRegionsSchema>;

/** What the recognition read out of pasted text. */
export const identifiedAddressSchema = v.object({
  ...regionEntries,
  userName: text(),
  phone: text(),
  detailedAddress: text(),
});
export type IdentifiedAddress = Output<typeof identifiedAddressSchema>;

/** The pasted text to read an address out of. */
export const identifyQuerySchema = v.object({ district: v.string() });

/** One of the member's addresses. */
export const addressSchema = v.object({
  ...regionEntries,
  userAddressId: int(),
  userName: text(),
  phone: text(),
  entrance: text(),
  detailedAddress: text(),
  isDefault: flag(),
  /** The pasted text the recognition box was given, if any. */
  autoAddress: text(),
});
export type Address = Output<typeof addressSchema>;

export const addressListSchema = v.object({
  list: list(addressSchema),
  total: num(0),
});
export type AddressList = Output<typeof addressListSchema>;

export const addressListQuerySchema = v.object({ ...pageQuery });
export type AddressListQuery = Input<typeof addressListQuerySchema>;

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
export type AddressInput = Input<typeof addressInputSchema>;

/** An edited address: the full body with its id. */
export const addressUpdateSchema = v.object({
  ...addressInputEntries,
  userAddressId: v.number(),
});
export type AddressUpdate = Input<typeof addressUpdateSchema>;
