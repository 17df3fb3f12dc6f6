import { isMonth } from '@/lib/month';
import { fen, int, list, num, orElse, text, v, type Schema } from '@/lib/schema';
import {
  PERFORMANCE_DEPTHS,
  type CategorySales,
  type DepthPerformance,
  type DistrictSales,
  type MemberPerformance,
  type Month,
  type MonthSales,
  type SalesFigures,
  type SalesStatistics,
  type TeamPerformance,
} from './statistics-types';

const monthSchema: Schema<Month> = v.pipe(v.string(), v.check(isMonth));
const nameSchema: Schema<string> = v.pipe(v.string(), v.nonEmpty());

const figures = { amount: fen(), count: int() };
const salesFiguresSchema: Schema<SalesFigures> = v.object(figures);

const monthSalesSchema: Schema<MonthSales> = v.object({ month: monthSchema, ...figures });

const categorySalesSchema: Schema<CategorySales> = v.object({
  classifyId: int(),
  classifyName: nameSchema,
  ...figures,
});

const districtSalesSchema: Schema<DistrictSales> = v.object({
  districtId: int(),
  city: text(),
  district: nameSchema,
  ...figures,
});

/** A list part: missing or not a list is null (not available); a bad row is left out. */
const listPart = <T>(row: Schema<T>): Schema<T[] | null> =>
  orElse<T[] | null>(
    v.pipe(
      v.array(v.unknown()),
      v.transform((rows) => v.parse(list(row), rows)),
    ),
    null,
  );

const firstMonthSchema = orElse<Month | null>(monthSchema, null);

export const salesStatisticsSchema: Schema<SalesStatistics> = v.object({
  total: orElse<SalesFigures | null>(salesFiguresSchema, null),
  byMonth: listPart(monthSalesSchema),
  byCategory: listPart(categorySalesSchema),
  byDistrict: listPart(districtSalesSchema),
  firstMonth: firstMonthSchema,
});

/** A level the app does not know leaves its row out rather than counting it under another. */
const depthSchema = v.pipe(v.unknown(), v.transform(Number), v.picklist(PERFORMANCE_DEPTHS));

const depthPerformanceSchema: Schema<DepthPerformance> = v.object({
  depth: depthSchema,
  members: int(),
  ...figures,
});

const memberPerformanceSchema: Schema<MemberPerformance> = v.object({
  memberId: int(),
  userName: nameSchema,
  phone: text(),
  depth: depthSchema,
  grade: num(),
  ...figures,
});

export const teamPerformanceSchema: Schema<TeamPerformance> = v.object({
  total: orElse<(SalesFigures & { members: number }) | null>(
    v.object({ ...figures, members: int() }),
    null,
  ),
  byDepth: listPart(depthPerformanceSchema),
  byMember: listPart(memberPerformanceSchema),
  firstMonth: firstMonthSchema,
});
