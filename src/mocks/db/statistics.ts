import type {
  CategorySales,
  DepthPerformance,
  DistrictSales,
  MemberPerformance,
  MonthSales,
  SalesFigures,
  SalesStatistics,
  TeamPerformance,
} from '@/features/statistics/api/statistics-schemas';
import { PERFORMANCE_DEPTHS, type PerformanceDepth } from '@/lib/enums/team';
import { hasPermission, PERMISSIONS } from '@/lib/permissions';
import { monthAt, monthIndex, monthSpan } from './months';
import type { SaleRow } from './sales-rows';
import { maskPhone, teamOf } from './team';
import type { Database, UserRow } from './types';

/** Who sells in a member's network: the member (depth 0) and their team. */
interface Seller {
  memberId: number;
  userName: string;
  phone: string;
  depth: PerformanceDepth;
  grade: number;
}

function sellersOf(db: Database, user: UserRow): Seller[] {
  const self: Seller = {
    memberId: 0,
    userName: user.userName,
    phone: user.phone,
    depth: 0,
    grade: user.level,
  };
  const team = teamOf(db, user).map(({ row, depth }): Seller => ({
    memberId: row.memberId,
    userName: row.userName,
    phone: row.phone,
    depth: depth as PerformanceDepth,
    grade: row.grade,
  }));
  return [self, ...team];
}

const figuresOf = (sales: readonly SaleRow[]): SalesFigures => ({
  amount: sales.reduce((sum, sale) => sum + sale.amount, 0),
  count: sales.length,
});

/** Rows grouped by a key, each group's figures; the largest amount first, then by key. */
function groupFigures<K extends string | number, T>(
  sales: readonly SaleRow[],
  keyOf: (sale: SaleRow) => K,
  rowOf: (key: K, first: SaleRow) => T,
): (T & SalesFigures)[] {
  const groups = new Map<K, SaleRow[]>();
  for (const sale of sales) {
    const key = keyOf(sale);
    groups.set(key, [...(groups.get(key) ?? []), sale]);
  }
  return [...groups]
    .map(([key, rows]) => ({ key, row: { ...rowOf(key, rows[0]), ...figuresOf(rows) } }))
    .sort((a, b) => b.row.amount - a.row.amount || String(a.key).localeCompare(String(b.key)))
    .map(({ row }) => row);
}

interface NetworkSales {
  sellers: Seller[];
  /** The network's sales in the months asked for. */
  inRange: SaleRow[];
  /** The month of the network's first sale ever, or null. */
  firstMonth: string | null;
}

/** The sales of the member and their team, as the team is now, in the months asked for. */
function networkSales(
  db: Database,
  user: UserRow,
  startMonth: string,
  endMonth: string,
): NetworkSales {
  const { start, end } = monthSpan(startMonth, endMonth);
  const sellers = sellersOf(db, user);
  const phones = new Set(sellers.map((seller) => seller.phone));
  const sales = db.sales.filter((sale) => phones.has(sale.sellerPhone));
  const inRange = sales.filter((sale) => {
    const month = monthIndex(sale.createTime.slice(0, 7));
    return month >= start && month <= end;
  });
  const first = sales.reduce<string | null>(
    (earliest, sale) =>
      earliest === null || sale.createTime < earliest ? sale.createTime : earliest,
    null,
  );
  return { sellers, inRange, firstMonth: first?.slice(0, 7) ?? null };
}

/** The top-level category of a good of the catalogue. */
function categoryOf(db: Database, goodId: number): { classifyId: number; classifyName: string } {
  const classifyId = db.goods.find((good) => good.goodId === goodId)?.classifyId ?? 0;
  const sub = db.classifies.find((row) => row.classifyId === classifyId);
  const top = sub?.parentId ? db.classifies.find((row) => row.classifyId === sub.parentId) : sub;
  return { classifyId: top?.classifyId ?? 0, classifyName: top?.classifyName ?? '' };
}

/**
 * GET statistics: what the member's network sold in the months asked for, in total, by month
 * (every month of the range), by top-level goods category and by area, the largest first.
 */
export function salesStatistics(
  db: Database,
  user: UserRow,
  startMonth: string,
  endMonth: string,
): SalesStatistics {
  const { inRange, firstMonth } = networkSales(db, user, startMonth, endMonth);
  const { start, end } = monthSpan(startMonth, endMonth);
  const byMonth: MonthSales[] = [];
  for (let index = start; index <= end; index += 1) {
    const month = monthAt(index);
    byMonth.push({
      month,
      ...figuresOf(inRange.filter((sale) => sale.createTime.startsWith(month))),
    });
  }
  const byCategory: CategorySales[] = groupFigures(
    inRange,
    (sale) => categoryOf(db, sale.goodId).classifyId,
    (_, sale) => categoryOf(db, sale.goodId),
  );
  const byDistrict: DistrictSales[] = groupFigures(
    inRange,
    (sale) => sale.districtId,
    (districtId, sale) => ({ districtId, city: sale.city, district: sale.district }),
  );
  return { total: figuresOf(inRange), byMonth, byCategory, byDistrict, firstMonth };
}

/**
 * GET performance: the same sales by who made them: each level of the network (the member is
 * level 0) and, for a member holding TEAM_MANAGEMENT:PERFORMANCE, each person, the best first.
 */
export function teamPerformance(
  db: Database,
  user: UserRow,
  startMonth: string,
  endMonth: string,
): TeamPerformance {
  const { sellers, inRange, firstMonth } = networkSales(db, user, startMonth, endMonth);
  const salesOf = (seller: Seller) => inRange.filter((sale) => sale.sellerPhone === seller.phone);
  const byDepth: DepthPerformance[] = PERFORMANCE_DEPTHS.map((depth) => {
    const atDepth = sellers.filter((seller) => seller.depth === depth);
    return { depth, members: atDepth.length, ...figuresOf(atDepth.flatMap(salesOf)) };
  }).filter((row) => row.members > 0);
  const byMember: MemberPerformance[] = sellers
    .map((seller) => ({ ...seller, phone: maskPhone(seller.phone), ...figuresOf(salesOf(seller)) }))
    .sort((a, b) => b.amount - a.amount || a.depth - b.depth || a.memberId - b.memberId);
  return {
    total: { ...figuresOf(inRange), members: sellers.length },
    byDepth,
    // each person's figures are for those who manage the team's performance
    byMember: hasPermission(user.centreJurisdiction, PERMISSIONS.teamPerformance) ? byMember : null,
    firstMonth,
  };
}
