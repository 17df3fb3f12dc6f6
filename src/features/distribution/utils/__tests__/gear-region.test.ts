import {
  regionDepth,
  regionLabel,
  regionLevelName,
  upgradedRegion,
  upgradeGears,
} from '../gear-region';
import { isExpressCompany } from '@/lib/enums/distribution';
import { isTrackingNo } from '../send-rules';

const NANSHAN = [
  { districtId: 44, district: '广东省' },
  { districtId: 4403, district: '深圳市' },
  { districtId: 440305, district: '南山区' },
];

describe('gears and regions', () => {
  it('chooses a region down to the level of the gear', () => {
    expect([6, 5, 4, 3, 2, 1].map((gear) => regionDepth(gear as 6))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(regionLevelName(3)).toBe('区县');
    expect(regionLevelName(1)).toBe('村/社区');
  });

  it('upgrades only to higher gears, over the wider region around the centre', () => {
    expect(upgradeGears(3)).toEqual([6, 5, 4]);
    expect(upgradeGears(6)).toEqual([]);
    expect(regionLabel(upgradedRegion(NANSHAN, 4))).toBe('广东省 / 深圳市');
    expect(regionLabel(upgradedRegion(NANSHAN, 6))).toBe('全国');
  });

  it('checks a parcel: a known company and 8 to 30 letters or digits', () => {
    expect(isTrackingNo('SF1234567890')).toBe(true);
    expect(isTrackingNo(' 75312345678901 ')).toBe(true);
    expect(isTrackingNo('SF-12345678')).toBe(false);
    expect(isTrackingNo('1234567')).toBe(false);
    expect(isExpressCompany('顺丰速运')).toBe(true);
    expect(isExpressCompany('某某快递')).toBe(false);
  });
});
