import type { IdentifiedAddress } from '../../api/address-schemas';
import {
  applyRecognition,
  changeRegion,
  checkDraft,
  emptyDraft,
  pickCommunity,
  toAddressInput,
  typeCommunity,
} from '../address-form';
import { CHAOYANG_BEIJING } from '@tests/sample-addresses';
import { emptyRegions } from '@/lib/region-schema';

const complete = {
  ...emptyDraft(),
  userName: ' 张三 ',
  phone: '13800000000',
  ...CHAOYANG_BEIJING,
  detailedAddress: ' 建国门外大街1号 ',
};

describe('checkDraft', () => {
  it('needs phone, name, province, city, area and detail', () => {
    expect(checkDraft(complete)).toBeNull();
    for (const field of [
      'userName',
      'phone',
      'province',
      'city',
      'area',
      'detailedAddress',
    ] as const) {
      expect(checkDraft({ ...complete, [field]: '  ' })).toBe('incomplete');
    }
    expect(checkDraft({ ...complete, phone: '1380000000' })).toBe('phone');
  });
});

describe('community', () => {
  it('typing clears the community id, picking sets it with its village', () => {
    const picked = pickCommunity(complete, {
      village: '永安里社区',
      villageId: 110105001026,
      community: '永安里社区第一网格',
      communityId: 110105001026001,
    });
    expect(picked).toMatchObject({ villageId: 110105001026, communityId: 110105001026001 });
    expect(typeCommunity(picked, '永安里小区')).toMatchObject({
      community: '永安里小区',
      communityId: 0,
      villageId: 0,
    });
  });

  it('is cleared when the region changes', () => {
    const picked = pickCommunity(complete, {
      village: '永安里社区',
      villageId: 110105001026,
      community: '永安里社区第一网格',
      communityId: 110105001026001,
    });
    const moved = changeRegion(picked, {
      ids: [11, 1101, 110108],
      names: ['北京市', '市辖区', '海淀区'],
    });
    expect(moved).toMatchObject({ areaId: 110108, community: '', communityId: 0, village: '' });
  });
});

describe('applyRecognition', () => {
  const result: IdentifiedAddress = {
    ...emptyRegions(),
    userName: '李四',
    phone: '',
    province: '广东省',
    city: '深圳市',
    area: '南山区',
    street: '粤海街道',
    village: '科技园社区',
    provinceId: 44,
    cityId: 4403,
    areaId: 440305,
    streetId: 440305007,
    villageId: 440305007003,
    detailedAddress: '科苑路15号',
  };

  it('fills what was read and keeps the rest as typed', () => {
    expect(applyRecognition({ ...complete, entrance: '东门' }, result)).toMatchObject({
      userName: '李四',
      phone: '13800000000',
      provinceId: 44,
      streetId: 440305007,
      community: '科技园社区',
      villageId: 440305007003,
      detailedAddress: '科苑路15号',
      entrance: '东门',
    });
  });

  it('leaves the regions alone when no province was read', () => {
    const noRegion = { ...result, ...emptyRegions() };
    expect(applyRecognition(complete, noRegion)).toMatchObject({ provinceId: 11, areaId: 110105 });
  });
});

describe('toAddressInput', () => {
  it('trims the text and turns the switch into 0/1', () => {
    expect(toAddressInput({ ...complete, isDefault: true })).toMatchObject({
      userName: '张三',
      detailedAddress: '建国门外大街1号',
      isDefault: 1,
    });
  });
});
