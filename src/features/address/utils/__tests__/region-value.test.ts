import { emptyRegions } from '@/lib/region-schema';
import { SEEDED_PLACE } from '@tests/sample-addresses';
import { applyRegionValue, regionValueOf } from '../region-value';

describe('applyRegionValue', () => {
  it('changing a level clears every level below it, also those the cascader hides', () => {
    const next = applyRegionValue(
      SEEDED_PLACE,
      { ids: [44, 4401], names: ['广东省', '广州市'] },
      4,
    );
    expect(next).toEqual({
      ...emptyRegions(),
      province: '广东省',
      city: '广州市',
      provinceId: 44,
      cityId: 4401,
    });
  });

  it('keeps the hidden levels while the shown ones stay the same', () => {
    const same = regionValueOf(SEEDED_PLACE, 4);
    expect(applyRegionValue(SEEDED_PLACE, same, 4)).toEqual(SEEDED_PLACE);
  });

  it('a changed street clears village and community', () => {
    const next = applyRegionValue(
      SEEDED_PLACE,
      { ids: [44, 4403, 440305, 440305001], names: ['广东省', '深圳市', '南山区', '南头街道'] },
      4,
    );
    expect(next).toMatchObject({
      streetId: 440305001,
      street: '南头街道',
      villageId: 0,
      village: '',
      communityId: 0,
      community: '',
    });
  });

  it('an emptied cascader clears everything', () => {
    expect(applyRegionValue(SEEDED_PLACE, { ids: [], names: [] }, 6)).toEqual(emptyRegions());
  });
});

describe('regionValueOf', () => {
  it('reads the levels from the top down to the depth, stopping at the first gap', () => {
    expect(regionValueOf(SEEDED_PLACE, 4)).toEqual({
      ids: [44, 4403, 440305, 440305007],
      names: ['广东省', '深圳市', '南山区', '粤海街道'],
    });
    expect(regionValueOf({ ...SEEDED_PLACE, cityId: 0, city: '' }, 6)).toEqual({
      ids: [44],
      names: ['广东省'],
    });
  });
});
