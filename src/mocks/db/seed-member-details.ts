import type { InvoiceFields } from '@/features/invoice/api/invoice-schemas';
import type { AddressRegions } from '@/lib/region-schema';

/** The seeded member's place, every one of its six levels known: 深圳市南山区粤海街道. */
export const SEEDED_PLACE: AddressRegions = {
  province: '广东省',
  city: '深圳市',
  area: '南山区',
  street: '粤海街道',
  village: '科技园社区',
  community: '科技园社区第一网格',
  provinceId: 44,
  cityId: 4403,
  areaId: 440305,
  streetId: 440305007,
  villageId: 440305007003,
  communityId: 440305007003001,
};

/** The unit the seeded member's invoices are made out to, as its invoice fields say it. */
export const SEEDED_UNIT = {
  unitName: '深圳市晓雨贸易有限公司',
  taxpayerNumber: '91440300MA5F8Q2X1K',
  registerLocation: '深圳市南山区粤海街道科苑路15号',
  unitPhone: '0755-86001234',
  openingBank: '招商银行深圳科技园支行',
  bankCardNumbers: '755912345610801',
} as const satisfies Partial<InvoiceFields>;
