import * as v from 'valibot';
import * as s from './schema';

/**
 * The six levels of a place, names and ids; a level that is not known is '' with id 0.
 * Levels run province, city, area, street, village, community.
 */
export const regionEntries = {
  province: s.text(),
  city: s.text(),
  area: s.text(),
  street: s.text(),
  village: s.text(),
  community: s.text(),
  provinceId: s.num(0),
  cityId: s.num(0),
  areaId: s.num(0),
  streetId: s.num(0),
  villageId: s.num(0),
  communityId: s.num(0),
};

export const addressRegionsSchema = v.object(regionEntries);
export type AddressRegions = s.Output<typeof addressRegionsSchema>;

/** The name and id fields of each level, province first. */
export const REGION_LEVELS = [
  ['province', 'provinceId'],
  ['city', 'cityId'],
  ['area', 'areaId'],
  ['street', 'streetId'],
  ['village', 'villageId'],
  ['community', 'communityId'],
] as const satisfies readonly (readonly [keyof AddressRegions, keyof AddressRegions])[];

/** A place none of whose levels is known. */
export const emptyRegions = (): AddressRegions => ({
  province: '',
  city: '',
  area: '',
  street: '',
  village: '',
  community: '',
  provinceId: 0,
  cityId: 0,
  areaId: 0,
  streetId: 0,
  villageId: 0,
  communityId: 0,
});
