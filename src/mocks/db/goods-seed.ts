import type { DistrictName } from '@/lib/district-schema';
import { NO_OFFER, type SellOffer } from '@/lib/sell-offer';
import type { ClassifyRow, FavouriteRow, GoodRow } from './goods-rows';
import { mulberry32, randomInt, type Random } from './prng';
import type { SeedClock } from './seed-time';

/** A seed of its own, so that adding goods never shifts the data seeded from the shared PRNG. */
const GOODS_PRNG_SEED = 20240621;
const IMAGES_PER_CATEGORY = 3;
const BEIJING: DistrictName = { districtId: 11, district: '北京市' };
const REMOTE_AREAS: DistrictName[] = [
  { districtId: 54, district: '西藏自治区' },
  { districtId: 65, district: '新疆维吾尔自治区' },
];

/** name, subcategory id, price of the first stock in fen, stock names. */
type GoodSource = readonly [string, number, number, readonly string[]];

interface CategorySource {
  classifyId: number;
  name: string;
  /** File name stem of its images in public/goods/. */
  imageKey: string;
  subs: readonly (readonly [number, string])[];
  goods: readonly GoodSource[];
}

/** goodId runs 1..60 in this order; the stock ids are goodId * 100 + n. */
const CATEGORIES: readonly CategorySource[] = [
  {
    classifyId: 1,
    name: '办公用品',
    imageKey: 'office',
    subs: [
      [101, '书写工具'],
      [102, '纸张本册'],
      [103, '文件收纳'],
    ],
    goods: [
      ['得力中性笔0.5mm黑色', 101, 1990, ['12支/盒', '24支/盒']],
      ['晨光按动圆珠笔', 101, 1590, ['10支/盒']],
      ['天章A4复印纸70g', 102, 2390, ['500张/包', '5包/箱']],
      ['得力无线装订笔记本B5', 102, 890, ['60页', '80页', '100页']],
      ['晨光便利贴76×76mm', 102, 590, ['100张×4本']],
      ['得力长尾夹组合装', 103, 1290, ['48只/筒']],
      ['齐心A4文件夹', 103, 1690, ['单夹', '双夹', '强力夹']],
      ['得力桌面文件框', 103, 2990, ['三联', '四联']],
      ['晨光白板笔可擦', 101, 1890, ['10支/盒']],
      ['得力订书机12号', 103, 1590, ['标准款', '省力款']],
    ],
  },
  {
    classifyId: 2,
    name: '医疗器械',
    imageKey: 'medical',
    subs: [
      [201, '检测仪器'],
      [202, '防护用品'],
      [203, '康复护理'],
    ],
    goods: [
      ['鱼跃电子血压计上臂式', 201, 19900, ['标准版', '语音版']],
      ['欧姆龙电子体温计', 201, 3990, ['MC-246']],
      ['鱼跃指夹式血氧仪', 201, 12900, ['YX303']],
      ['一次性医用外科口罩', 202, 2990, ['50只/盒', '10盒/箱']],
      ['医用丁腈检查手套', 202, 3590, ['M码100只', 'L码100只']],
      ['医用防护面屏', 202, 1290, ['5个/包']],
      ['可孚医用护腰带', 203, 8900, ['M码', 'L码', 'XL码']],
      ['鱼跃家用制氧机', 203, 229900, ['1L款', '3L款']],
      ['医用碘伏消毒液', 202, 990, ['100ml', '500ml']],
      ['可孚手动轮椅折叠款', 203, 59900, ['标准款']],
    ],
  },
  {
    classifyId: 3,
    name: '日用百货',
    imageKey: 'daily',
    subs: [
      [301, '厨房用品'],
      [302, '家居日用'],
    ],
    goods: [
      ['苏泊尔不粘炒锅32cm', 301, 19900, ['32cm']],
      ['双立人不锈钢刀具套装', 301, 39900, ['五件套', '七件套']],
      ['维达抽纸三层', 302, 2990, ['100抽×6包', '100抽×24包']],
      ['清风卷纸四层', 302, 3590, ['10卷/提']],
      ['乐扣乐扣保鲜盒套装', 301, 8900, ['三件套', '六件套']],
      ['富光不锈钢保温杯', 302, 6900, ['400ml', '600ml']],
      ['茶花塑料收纳箱', 302, 3990, ['中号', '大号']],
      ['美的电热水壶', 301, 9900, ['1.5L', '1.7L']],
      ['洁丽雅纯棉毛巾', 302, 2590, ['3条装']],
      ['一次性纸杯加厚', 301, 1590, ['50只/包', '100只/包']],
    ],
  },
  {
    classifyId: 4,
    name: '数码电器',
    imageKey: 'digital',
    subs: [
      [401, '电脑外设'],
      [402, '生活电器'],
    ],
    goods: [
      ['罗技无线鼠标M185', 401, 7900, ['黑色', '灰色']],
      ['罗技K120有线键盘', 401, 5900, ['标准版']],
      ['闪迪U盘64GB', 401, 4990, ['64GB', '128GB']],
      ['公牛插线板五孔', 402, 4990, ['1.8米', '3米', '5米']],
      ['小米充电宝20000mAh', 402, 12900, ['标准版']],
      ['惠普激光打印机', 401, 109900, ['黑白款']],
      ['飞利浦LED台灯', 402, 19900, ['标准款']],
      ['美的落地电风扇', 402, 19900, ['五叶款', '七叶款']],
      ['绿联USB-C扩展坞', 401, 15900, ['五合一', '八合一']],
      ['得力碎纸机', 401, 39900, ['家用款', '办公款']],
    ],
  },
  {
    classifyId: 5,
    name: '清洁用品',
    imageKey: 'cleaning',
    subs: [
      [501, '洗涤用品'],
      [502, '清洁工具'],
    ],
    goods: [
      ['蓝月亮洗衣液', 501, 4990, ['2kg', '3kg×2瓶']],
      ['立白洗洁精', 501, 1290, ['1.5kg', '1.5kg×4瓶']],
      ['威露士消毒液', 501, 5990, ['1L', '2.5L']],
      ['滴露洗手液', 501, 2990, ['500g', '500g×3瓶']],
      ['妙洁加厚垃圾袋', 502, 1990, ['50只×3卷']],
      ['3M思高拖把', 502, 8900, ['平板拖', '旋转拖']],
      ['百洁布清洁海绵', 502, 990, ['10片/包']],
      ['威猛先生厨房清洁剂', 501, 2590, ['500g']],
      ['家安空调清洗剂', 501, 3590, ['360ml×2瓶']],
      ['扫把簸箕套装', 502, 3990, ['标准款']],
    ],
  },
  {
    classifyId: 6,
    name: '食品饮料',
    imageKey: 'food',
    subs: [
      [601, '饮用水'],
      [602, '休闲零食'],
      [603, '乳品冲饮'],
    ],
    goods: [
      ['农夫山泉饮用天然水', 601, 3590, ['550ml×24瓶', '1.5L×12瓶', '5L×4桶']],
      ['怡宝纯净水', 601, 2990, ['555ml×24瓶']],
      ['百岁山矿泉水', 601, 5990, ['570ml×24瓶']],
      ['三只松鼠每日坚果', 602, 12900, ['30袋/盒']],
      ['奥利奥夹心饼干', 602, 2590, ['388g']],
      ['良品铺子牛肉干', 602, 3990, ['原味', '香辣味']],
      ['雀巢速溶咖啡', 603, 8900, ['100条/盒']],
      ['立顿红茶包', 603, 3290, ['100包/盒']],
      ['伊利纯牛奶', 603, 6590, ['250ml×24盒']],
      ['北京特供鲜奶（仅限北京配送）', 603, 1590, ['950ml', '950ml×6瓶']],
    ],
  },
];

/** The good that only 北京市 can receive (MOCK.md: flagged 超出配送范围 for a 广东省 address). */
export const BEIJING_ONLY_GOOD_ID = 60;
/**
 * The goods sold under a promotion, by goodId (the others have none): a plain 促销, 满减 with a
 * threshold and a reduction, a 折扣 rate, a coupon. Shown only; prices are charged as they stand.
 */
const OFFERS: Readonly<Record<number, Partial<SellOffer>>> = {
  1: { sellType: 'FULL', fullAmount: 10_000, reduceAmount: 1_000 },
  3: { sellType: 'DISCOUNT', discountRate: 85 },
  11: { sellType: 'COUPON', couponAmount: 2_000 },
  14: { sellType: 'NULL' },
  18: { sellType: 'FULL', fullAmount: 300_000, reduceAmount: 20_000 },
  23: { sellType: 'DISCOUNT', discountRate: 90 },
  33: { sellType: 'COUPON', couponAmount: 500 },
  41: { sellType: 'NULL' },
  51: { sellType: 'FULL', fullAmount: 20_000, reduceAmount: 1_500 },
  55: { sellType: 'DISCOUNT', discountRate: 75 },
};

/** Heavy bottled water: remote areas are listed apart. */
const REMOTE_LISTED_GOOD_ID = 51;

export const HOT_WORDS = ['A4纸', '矿泉水', '口罩', '洗衣液', '中性笔', '血压计', '抽纸', '鼠标'];

/** Later stocks are bigger packs: each step costs 80 % more, rounded to 10 fen. */
const stockPrice = (base: number, index: number) =>
  Math.round((base * (1 + 0.8 * index)) / 10) * 10;

const images = (imageKey: string, goodId: number) =>
  Array.from(
    { length: IMAGES_PER_CATEGORY },
    (_, n) => `/goods/${imageKey}-${((goodId + n - 1) % IMAGES_PER_CATEGORY) + 1}.svg`,
  );

function description(name: string, category: string, sub: string, stocks: readonly string[]) {
  const delivery = name.includes('北京') ? '仅限北京市配送' : '全国配送';
  return (
    `<p><strong>${name}</strong>，${category}·${sub}精选商品，正品保障，企业采购优选。</p>` +
    `<ul><li>规格：${stocks.join('、')}</li><li>配送：${delivery}</li></ul>`
  );
}

function toGoodRow(
  random: Random,
  category: CategorySource,
  [goodName, classifyId, basePrice, stockNames]: GoodSource,
  goodId: number,
): GoodRow {
  const subName = category.subs.find(([id]) => id === classifyId)?.[1] ?? '';
  return {
    goodId,
    goodName,
    classifyId,
    images: images(category.imageKey, goodId),
    description: description(goodName, category.name, subName, stockNames),
    sales: randomInt(random, 20, 20_000),
    stocks: stockNames.map((goodStockName, index) => ({
      goodStockId: goodId * 100 + index + 1,
      goodStockName,
      price: stockPrice(basePrice, index),
      stock: randomInt(random, 20, 800),
    })),
    districtList: goodId === BEIJING_ONLY_GOOD_ID ? [BEIJING] : [],
    specialDistrictList: goodId === REMOTE_LISTED_GOOD_ID ? REMOTE_AREAS : [],
    offer: { ...NO_OFFER, ...OFFERS[goodId] },
  };
}

export function seedGoods(): GoodRow[] {
  const random = mulberry32(GOODS_PRNG_SEED);
  return CATEGORIES.flatMap((category) => category.goods.map((good) => ({ category, good }))).map(
    ({ category, good }, index) => toGoodRow(random, category, good, index + 1),
  );
}

export const seedClassifies = (): ClassifyRow[] =>
  CATEGORIES.flatMap(({ classifyId, name, subs }) => [
    { classifyId, classifyName: name, parentId: 0 },
    ...subs.map(([subId, subName]) => ({
      classifyId: subId,
      classifyName: subName,
      parentId: classifyId,
    })),
  ]);

export const seedFavourites = (clock: SeedClock): FavouriteRow[] => [
  { userId: 1, goodId: 3, createTime: clock.time('2024-06-01 09:30:00'), remark: '' },
  {
    userId: 1,
    goodId: 14,
    createTime: clock.time('2024-06-05 14:12:00'),
    remark: '门店防疫物资，每月补货',
  },
  { userId: 1, goodId: 51, createTime: clock.time('2024-06-10 18:45:00'), remark: '' },
];
