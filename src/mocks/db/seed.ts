import { ALL_PERMISSION_CODES } from '@/lib/permissions';
import { HOT_WORDS, seedClassifies, seedFavourites, seedGoods } from './goods-seed';
import { toInvoiceInformation } from './invoice-rules';
import { mulberry32, randomInt } from './prng';
import { seedAfterSales } from './seed-after-sales';
import { seedAwards } from './seed-awards';
import { seedBills } from './seed-bills';
import { seedContracts } from './seed-contracts';
import { seedCooperation } from './seed-cooperation';
import { seedFeedback } from './seed-feedback';
import { SEEDED_PLACE, SEEDED_UNIT } from './seed-member-details';
import { seedCreditLogs } from './seed-credit';
import { seedGuarantees } from './seed-guarantees';
import { seedInvestments } from './seed-investments';
import { seedAgreements } from './seed-agreements';
import { seedDistribution } from './seed-distribution';
import { seedDivisionLists, seedDivisionProfiles } from './seed-division';
import { seedNews } from './seed-news';
import { seedOrders } from './seed-orders';
import { seedPortal } from './seed-portal';
import { seedSales } from './seed-sales';
import { seedServiceOrders } from './seed-service-order';
import { seedWarehouse } from './seed-warehouse';
import { seedSupply } from './seed-supply';
import { withSequences } from './sequences';
import { seedClock, type SeedClock } from './seed-time';
import { seedTeam, seedTeamFollows } from './seed-team';
import { seedStaffing } from './seed-staffing';
import { seedLogistics } from './seed-logistics';
import { seedMedical } from './seed-medical';
import type { AddressRow, BankRow, CartRow, Database, InvoiceRow, UserRow } from './types';

const PRNG_SEED = 20240620;
/** Password and verification code of every seeded account (MOCK.md). */
const SEEDED_SECRET = '123456';

const seedUsers = (): UserRow[] => [
  {
    userId: 1,
    phone: '13800000001',
    password: SEEDED_SECRET,
    userName: '林晓雨',
    sex: 0,
    birthday: '1996-05-18',
    email: 'linxiaoyu@example.com',
    personalPhoto: '',
    level: 3,
    centreJurisdiction: ALL_PERMISSION_CODES,
    balance: 5_000_000,
  },
  {
    userId: 2,
    phone: '13800000002',
    password: SEEDED_SECRET,
    userName: '王建国',
    sex: 1,
    birthday: '1970-03-12',
    email: 'wangjianguo@example.com',
    personalPhoto: '',
    level: 1,
    centreJurisdiction: '',
    balance: 0,
  },
];

/** Cart rows of account 1; goodStockId is goodId * 100 + n (see goods-seed.ts). */
const CART_GOODS = [
  { goodId: 1, goodStockId: 101 },
  { goodId: 7, goodStockId: 702 },
  { goodId: 23, goodStockId: 2301 },
] as const;

const seedCarts = (random: () => number): CartRow[] =>
  CART_GOODS.map((good, index) => ({
    userShoppingCartId: index + 1,
    userId: 1,
    ...good,
    num: randomInt(random, 1, 5),
  }));

const seedAddresses = (): AddressRow[] => [
  {
    userAddressId: 1,
    userId: 1,
    userName: '林晓雨',
    phone: '13800000001',
    ...SEEDED_PLACE,
    entrance: '东门',
    detailedAddress: '科苑路15号科兴科学园A栋1201',
    isDefault: 1,
    autoAddress: '',
  },
];

const seedInvoices = (): InvoiceRow[] => [
  {
    userInvoiceId: 1,
    userId: 1,
    isDefault: 1,
    invoiceType: 2,
    invoiceUserType: 1,
    userName: '林晓雨',
    ...SEEDED_UNIT,
    phone: '13800000001',
    email: 'linxiaoyu@example.com',
    invoiceContent: 0,
    isInvoice: 1,
  },
];

const seedBanks = (): BankRow[] => [
  {
    userBankId: 1,
    userId: 1,
    userBank: '中国工商银行',
    userBankUserName: '林晓雨',
    userBankNo: '6222024000012345678',
    isDefault: 1,
  },
  {
    userBankId: 2,
    userId: 1,
    userBank: '招商银行',
    userBankUserName: '林晓雨',
    userBankNo: '6225880187654321',
    isDefault: 0,
  },
];

/**
 * A fresh database in the seeded state, dated by `clock` (seed-time.ts); every call on the
 * same day returns an equal, independent value.
 */
export function seed(clock: SeedClock = seedClock(new Date())): Database {
  const random = mulberry32(PRNG_SEED);
  const users = seedUsers();
  const goods = seedGoods();
  const addresses = seedAddresses();
  const invoices = seedInvoices();
  const orders = seedOrders({
    goods,
    address: addresses[0],
    invoice: toInvoiceInformation(invoices[0]),
    clock,
  });
  const { afterSales, afterConsults } = seedAfterSales(orders);
  const banks = seedBanks();
  const { feedbacks, feedbackMessages } = seedFeedback(clock);
  const contracts = seedContracts(clock);
  const { bills: statement, withdrawals } = seedBills(users, clock);
  const invested = seedInvestments(statement, clock);
  const { investments, investIncomes } = invested;
  const { awards, bills } = seedAwards(invested.bills, clock);
  const supply = seedSupply(clock);
  const portal = seedPortal(clock);
  const database = withSequences({
    users,
    staff: [{ staffAccount: 'staff01', staffPassword: SEEDED_SECRET }],
    sessions: {},
    verificationCodes: Object.fromEntries(users.map((user) => [user.phone, SEEDED_SECRET])),
    carts: seedCarts(random),
    goods,
    classifies: seedClassifies(),
    hotWords: [...HOT_WORDS],
    favourites: seedFavourites(clock),
    orders,
    afterSales,
    afterConsults,
    addresses,
    invoices,
    banks,
    bills,
    withdrawals,
    investments,
    investIncomes,
    ...seedGuarantees(clock),
    awards,
    creditLogs: seedCreditLogs(clock),
    recharges: [],
    news: seedNews(random, clock),
    agreements: seedAgreements(),
    indexOverview: {
      title: '会员服务平台',
      slogan: '一站式会员采购与供应服务',
      memberCount: 128_600,
      goodsCount: 60,
      storeCount: 356,
      orderCount: 245_000_000,
    },
    ...portal,
    follows: [...portal.follows, ...seedTeamFollows(clock)],
    team: seedTeam(clock),
    staffing: seedStaffing(clock),
    logistics: seedLogistics(clock),
    medical: seedMedical(goods, clock),
    divisionProfiles: seedDivisionProfiles(),
    divisionLists: seedDivisionLists(random, clock),
    divisionMessages: [],
    feedbacks,
    feedbackMessages,
    contracts,
    cooperation: seedCooperation(clock),
    warehouse: seedWarehouse(clock),
    service: seedServiceOrders(clock),
    ...seedDistribution(goods, clock),
    ...supply,
    sales: [],
    failures: [],
    idempotentAnswers: [],
    onlineRecharges: [],
  });
  database.sales = seedSales(database, clock);
  return database;
}
