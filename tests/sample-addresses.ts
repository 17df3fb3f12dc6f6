import type { AddressInput } from '@/features/address/api/address-schemas';

/** The seeded member's place in 深圳市南山区粤海街道, all six levels known. */
export { SEEDED_PLACE } from '@/mocks/db/seed-member-details';

/** 北京市朝阳区: a municipality, whose city level is 市辖区. */
export const CHAOYANG_BEIJING = {
  province: '北京市',
  city: '市辖区',
  area: '朝阳区',
  provinceId: 11,
  cityId: 1101,
  areaId: 110105,
} as const;

/** An address the seeded member has not got: 陈志远's, in 深圳市南山区粤海街道. */
export const NEW_ADDRESS: AddressInput = {
  userName: '陈志远',
  phone: '13900000009',
  province: '广东省',
  city: '深圳市',
  area: '南山区',
  street: '粤海街道',
  village: '',
  community: '',
  provinceId: 44,
  cityId: 4403,
  areaId: 440305,
  streetId: 440305007,
  villageId: 0,
  communityId: 0,
  entrance: '',
  detailedAddress: '高新南一道8号',
  isDefault: 0,
  autoAddress: '',
};
