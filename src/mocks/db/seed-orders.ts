import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { InvoiceAudit } from '@/lib/enums/invoice-audit';
import type { OrderStatus } from '@/lib/enums/order-status';
import { findStockIn, stockLine } from './goods';
import type { GoodRow } from './goods-rows';
import { payCodeOf, toOrderAddress, totalOf } from './order-snapshots';
import { mulberry32, randomInt, type Random } from './prng';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { AddressRow, OrderRow } from './types';

/** A seed of its own, so that adding orders never shifts the data seeded from the shared PRNG. */
const ORDERS_PRNG_SEED = 20240622;

interface SeededInvoice {
  audit: InvoiceAudit;
  refuseReason?: string;
}

interface OrderSource {
  status: OrderStatus;
  /** YYYY-MM-DD; the time of day comes from the PRNG. */
  day: string;
  /** goodStockId and quantity of each line. */
  lines: readonly (readonly [number, number])[];
  invoice?: SeededInvoice;
}

/**
 * Account 1's orders, oldest first (order ids follow this order): every status of SPEC, two
 * pending ones (the last costs more than the seeded balance, to reach 30232), 14 in all so
 * that the list has two pages.
 */
const ORDER_SOURCES: readonly OrderSource[] = [
  {
    status: 'FINISH',
    day: '2024-06-01',
    lines: [
      [301, 10],
      [101, 5],
    ],
    invoice: { audit: 1 },
  },
  { status: 'RETURN', day: '2024-06-02', lines: [[1201, 2]] },
  { status: 'REJECTION', day: '2024-06-03', lines: [[3401, 3]] },
  { status: 'CANCEL', day: '2024-06-04', lines: [[2301, 4]] },
  {
    status: 'FINISH',
    day: '2024-06-05',
    lines: [
      [1402, 2],
      [1901, 6],
    ],
    invoice: { audit: 2, refuseReason: '纳税人识别号与单位名称不一致，请核对后重新申请' },
  },
  { status: 'AFTER', day: '2024-06-07', lines: [[4101, 4]] },
  { status: 'SIGN', day: '2024-06-09', lines: [[5101, 10]] },
  {
    status: 'SIGN',
    day: '2024-06-11',
    lines: [
      [3101, 2],
      [3201, 2],
    ],
  },
  {
    status: 'START',
    day: '2024-06-13',
    lines: [
      [2801, 1],
      [2601, 2],
    ],
  },
  { status: 'SEND', day: '2024-06-15', lines: [[1101, 1]] },
  {
    status: 'PAYMENT',
    day: '2024-06-17',
    lines: [
      [5701, 3],
      [5801, 3],
    ],
    invoice: { audit: 0 },
  },
  { status: 'CANCEL', day: '2024-06-18', lines: [[5401, 2]] },
  {
    status: 'WAIT',
    day: '2024-06-19',
    lines: [
      [702, 5],
      [401, 10],
    ],
  },
  { status: 'WAIT', day: '2024-06-20', lines: [[3601, 50]] },
];

const UNPAID: readonly OrderStatus[] = ['WAIT', 'CANCEL'];
const NOT_SHIPPED: readonly OrderStatus[] = [...UNPAID, 'PAYMENT', 'SEND'];

/** Company and tracking-number prefix; the digits after it come from the PRNG. */
const EXPRESS = [
  ['顺丰速运', 'SF'],
  ['中通快递', '7'],
  ['京东物流', 'JDV'],
] as const;

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => randomInt(random, 0, 9)).join('');

const timeOfDay = (random: Random) =>
  [randomInt(random, 8, 21), randomInt(random, 0, 59), randomInt(random, 0, 59)]
    .map((value) => String(value).padStart(2, '0'))
    .join(':');

interface SeedOrderContext {
  goods: readonly GoodRow[];
  address: AddressRow;
  invoice: InvoiceInformation;
  clock: SeedClock;
}

function toOrderRow(
  random: Random,
  { goods, address, invoice, clock }: SeedOrderContext,
  source: OrderSource,
  orderId: number,
): OrderRow {
  const lines = source.lines.map(([goodStockId, num]) => {
    const { good, stock } = findStockIn(goods, goodStockId);
    return stockLine(good, stock, num);
  });
  const day = clock.day(source.day);
  const createTime = `${day} ${timeOfDay(random)}`;
  const [expressCompany, prefix] = EXPRESS[orderId % EXPRESS.length];
  const shipped = !NOT_SHIPPED.includes(source.status);
  return {
    orderId,
    userId: address.userId,
    payCode: payCodeOf(day.replace(/-/g, ''), orderId),
    status: source.status,
    price: totalOf(lines),
    createTime,
    payTime: UNPAID.includes(source.status)
      ? null
      : shiftTime(createTime, randomInt(random, 2, 30)),
    goods: lines,
    address: toOrderAddress(address),
    isInvoice: source.invoice ? 1 : 0,
    invoiceInformation: source.invoice ? { ...invoice } : null,
    invoiceAudit: source.invoice?.audit ?? null,
    refuseReason: source.invoice?.refuseReason ?? '',
    reserved: false,
    expressCompany: shipped ? expressCompany : null,
    trackingNo: shipped ? `${prefix}${digits(random, 12)}` : null,
  };
}

/** Account 1's orders at its default address; ids run 1..n. */
export function seedOrders(context: SeedOrderContext): OrderRow[] {
  const random = mulberry32(ORDERS_PRNG_SEED);
  return ORDER_SOURCES.map((source, index) => toOrderRow(random, context, source, index + 1));
}
