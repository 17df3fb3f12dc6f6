import { REGION_LEVELS, type AddressRegions } from '@/lib/region-schema';

/** SPEC 'Cascader value': district ids from the province down, with the matching names. */
export interface RegionValue {
  ids: number[];
  names: string[];
}

export const EMPTY_REGION: RegionValue = { ids: [], names: [] };

/** The known levels of `regions`, from the province down to the first missing one. */
export function regionValueOf(regions: AddressRegions, depth: number): RegionValue {
  const value: RegionValue = { ids: [], names: [] };
  for (const [name, id] of REGION_LEVELS.slice(0, depth)) {
    if (!regions[id] || !regions[name]) break;
    value.ids.push(regions[id]);
    value.names.push(regions[name]);
  }
  return value;
}

/**
 * Applies the value of a cascader showing `depth` levels: those levels become the value's,
 * and the levels below the cascader (village, community) are kept only when none changed.
 */
export function applyRegionValue(
  regions: AddressRegions,
  value: RegionValue,
  depth: number,
): AddressRegions {
  const next = { ...regions };
  const shown = REGION_LEVELS.slice(0, depth);
  const changed = shown.some(([, id], level) => regions[id] !== (value.ids[level] ?? 0));
  REGION_LEVELS.forEach(([name, id], level) => {
    if (level < depth) {
      next[id] = value.ids[level] ?? 0;
      next[name] = value.names[level] ?? '';
    } else if (changed) {
      next[id] = 0;
      next[name] = '';
    }
  });
  return next;
}
