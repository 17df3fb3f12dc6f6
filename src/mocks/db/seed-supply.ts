import type { Brand, Company } from '@/features/supply/api/supply-schemas';
import type { SeedClock } from './seed-time';
import type { SuppliedGoodRow, SupplyTables } from './supply-rows';

const BRANDS: Brand[] = [
  { brandId: 1, brandName: '禾丰优选' },
  { brandId: 2, brandName: '清源' },
  { brandId: 3, brandName: '晓雨家居' },
];

const COMPANIES: Company[] = [
  { companyId: 1, companyName: '深圳市晓雨贸易有限公司' },
  { companyId: 2, companyName: '广州禾丰食品有限公司' },
];

/** name, brand, company, specification, price (fen), stock, image, status */
const GOODS: [
  string,
  number,
  number,
  string,
  number,
  number,
  string,
  SuppliedGoodRow['auditStatus'],
][] = [
  ['禾丰东北大米', 1, 2, '10kg/袋', 8_900, 320, 'food-1', 'PASS'],
  ['禾丰压榨花生油', 1, 2, '5L/桶', 12_800, 150, 'food-2', 'PASS'],
  ['禾丰有机挂面', 1, 2, '1kg×6包', 5_600, 480, 'food-3', 'PASS'],
  ['禾丰五常香米', 1, 1, '5kg/袋', 7_900, 60, 'food-1', 'AUDIT'],
  ['清源洗洁精', 2, 1, '1.5kg×2瓶', 3_590, 900, 'cleaning-1', 'PASS'],
  ['清源洗衣液', 2, 1, '3kg/瓶', 4_990, 640, 'cleaning-2', 'PASS'],
  ['清源消毒湿巾', 2, 1, '80片×10包', 6_900, 0, 'cleaning-3', 'REFUSE'],
  ['晓雨纯棉毛巾', 3, 1, '3条/盒', 3_900, 210, 'daily-1', 'PASS'],
  ['晓雨竹纤维抽纸', 3, 1, '120抽×24包', 5_990, 1_200, 'daily-2', 'PASS'],
  ['晓雨保温杯', 3, 2, '500ml', 8_800, 95, 'daily-3', 'PASS'],
];

const dayTime = (index: number) =>
  `2024-${String(3 + Math.floor(index / 4)).padStart(2, '0')}-${String(2 + (index % 4) * 7).padStart(2, '0')} 10:30:00`;

const seedSuppliedGoods = (clock: SeedClock): SuppliedGoodRow[] =>
  GOODS.map(
    ([goodName, brandId, companyId, specification, supplyPrice, stock, image, status], index) => ({
      supplyGoodId: index + 1,
      userId: 1,
      goodName,
      brandId,
      companyId,
      specification,
      supplyPrice,
      stock,
      images: [`/goods/${image}.svg`],
      auditStatus: status,
      createTime: clock.time(dayTime(index)),
    }),
  );

/**
 * Member 1 is an approved supplier (and manufacturer) with ten goods over three brands and two
 * companies, one variety passed and one refused with its reason; member 2 has submitted nothing.
 */
export function seedSupply(clock: SeedClock): SupplyTables {
  return {
    supplierCertifications: [
      {
        userId: 1,
        companyName: '深圳市晓雨贸易有限公司',
        creditCode: '91440300MA5F8Q2X1K',
        legalPerson: '林晓雨',
        contactPhone: '13800000001',
        licenceImg: '/division/honour.svg',
        documentImgs: ['/division/product.svg'],
        auditStatus: 'PASS',
        refuseReason: '',
        submitTime: clock.time('2024-02-20 09:12:00'),
        auditTime: clock.time('2024-02-22 15:40:00'),
      },
    ],
    manufacturerCertifications: [
      {
        userId: 1,
        manufacturerName: '广州禾丰食品有限公司',
        creditCode: '91440101MA59K7LQ3D',
        licenceImg: '/division/honour.svg',
        authorizationImgs: ['/division/member.svg'],
        auditStatus: 'PASS',
        refuseReason: '',
        submitTime: clock.time('2024-02-25 10:00:00'),
        auditTime: clock.time('2024-02-27 11:20:00'),
      },
    ],
    varietyCertifications: [
      {
        varietyCertificationId: 1,
        userId: 1,
        varietyName: '粮油米面',
        qualificationImgs: ['/division/product.svg'],
        auditStatus: 'PASS',
        refuseReason: '',
        submitTime: clock.time('2024-02-26 14:00:00'),
        auditTime: clock.time('2024-02-28 09:30:00'),
      },
      {
        varietyCertificationId: 2,
        userId: 1,
        varietyName: '清洁消毒用品',
        qualificationImgs: ['/division/product.svg'],
        auditStatus: 'REFUSE',
        refuseReason: '缺少消毒产品卫生安全评价报告，请补充后重新提交',
        submitTime: clock.time('2024-03-05 16:45:00'),
        auditTime: clock.time('2024-03-07 10:05:00'),
      },
    ],
    supplyBrands: BRANDS,
    supplyCompanies: COMPANIES,
    suppliedGoods: seedSuppliedGoods(clock),
  };
}
