import type { District } from '../../api/address-schemas';
import { buildCascaderOptions, parentsOf } from '../cascader-options';

const lists = new Map<number, District[]>([
  [
    0,
    [
      { districtId: 44, district: '广东省', isLast: 0 },
      { districtId: 11, district: '北京市', isLast: 0 },
    ],
  ],
  [44, [{ districtId: 4403, district: '深圳市', isLast: 0 }]],
  [
    4403,
    [
      { districtId: 440305, district: '南山区', isLast: 0 },
      { districtId: 440399, district: '无街道区', isLast: 1 },
    ],
  ],
]);

describe('buildCascaderOptions', () => {
  it('nests the loaded lists and leaves unloaded nodes without children, so they load', () => {
    const [guangdong, beijing] = buildCascaderOptions(lists, 6);
    expect(beijing).toEqual({ value: 11, label: '北京市', isLeaf: false });
    expect(guangdong.children?.[0].children?.map((area) => [area.label, area.isLeaf])).toEqual([
      ['南山区', false],
      ['无街道区', true],
    ]);
  });

  it('makes the last shown level a leaf', () => {
    const [guangdong] = buildCascaderOptions(lists, 2);
    expect(guangdong.children?.[0]).toEqual({ value: 4403, label: '深圳市', isLeaf: true });
  });
});

describe('parentsOf', () => {
  it('needs the provinces and the parents of every shown level', () => {
    expect(parentsOf([44, 4403, 440305, 440305007], 4)).toEqual([0, 44, 4403, 440305]);
    expect(parentsOf([], 4)).toEqual([0]);
  });
});
