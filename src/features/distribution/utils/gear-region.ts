import { distributionCopy, regionLevelCopy } from '@/copy';
import { DISTRIBUTION_GEARS, type DistributionGear } from '@/lib/enums/distribution';
import type { DistrictName } from '@/lib/district-schema';

/**
 * How many levels of region a gear is chosen down to: 全国 none, 省级 the province … 社区/村级
 * the village (5 levels).
 */
export const regionDepth = (gear: DistributionGear): number => 6 - gear;

/** 选到… for a gear's region: the lowest level it names. */
export const regionLevelName = (gear: DistributionGear): string =>
  regionLevelCopy[regionDepth(gear) - 1] ?? '';

/** 广东省 / 深圳市 / 南山区, or 全国 for a nationwide region. */
export const regionLabel = (region: readonly DistrictName[]): string =>
  region.length === 0
    ? distributionCopy.nationwide
    : region.map((district) => district.district).join(' / ');

/** The gears above the current one, highest first: what a centre may upgrade to. */
export const upgradeGears = (current: DistributionGear): DistributionGear[] =>
  DISTRIBUTION_GEARS.filter((gear) => gear > current);

/** An upgraded centre serves the wider region around its own: its region cut to the new gear. */
export const upgradedRegion = (
  region: readonly DistrictName[],
  gear: DistributionGear,
): DistrictName[] => region.slice(0, regionDepth(gear));
