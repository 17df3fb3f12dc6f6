import * as v from 'valibot';
import * as s from '@/lib/schema';
import { PERFORMANCE_DEPTHS } from '@/lib/enums/team';

const nameSchema = v.pipe(v.string(), v.nonEmpty());

/** Sales orders and what they came to (fen). */
const figures = { amount: s.fen(), count: s.int() };
export const salesFiguresSchema = v.object(figures);
export type SalesFigures = s.Output<typeof salesFiguresSchema>;

export const monthSalesSchema = v.object({ month: s.month(), ...figures });
export type MonthSales = s.Output<typeof monthSalesSchema>;

/** A top-level goods category of the catalogue. */
export const categorySalesSchema = v.object({
  classifyId: s.int(),
  classifyName: nameSchema,
  ...figures,
});
export type CategorySales = s.Output<typeof categorySalesSchema>;

/** An area (区县) and its city, as the district tables name them. */
export const districtSalesSchema = v.object({
  districtId: s.int(),
  city: s.text(),
  district: nameSchema,
  ...figures,
});
export type DistrictSales = s.Output<typeof districtSalesSchema>;

/** A list part: null, missing or not a list is null (not available); a bad row is left out. */
const listPart = <T>(row: s.Schema<T>): s.Schema<T[] | null> =>
  s.orElse(
    v.nullable(
      v.pipe(
        v.array(v.unknown()),
        v.metadata({ [s.LIST_ITEM]: row }),
        v.transform((rows) => v.parse(s.list(row), rows)),
      ),
    ),
    null,
  );

/** The month of the network's first sale, or null: past years are offered back to it. */
const firstMonthSchema = s.orElse(v.nullable(s.month()), null);

/**
 * The sales of the member's network (the member and their team) in the months asked for. A
 * part the answer lacks or that is odd is null: its section says so, the others are shown.
 */
export const salesStatisticsSchema = v.object({
  total: s.orElse(v.nullable(salesFiguresSchema), null),
  byMonth: listPart(monthSalesSchema),
  byCategory: listPart(categorySalesSchema),
  byDistrict: listPart(districtSalesSchema),
  firstMonth: firstMonthSchema,
});
export type SalesStatistics = s.Output<typeof salesStatisticsSchema>;

/** A level the app does not know leaves its row out rather than counting it under another. */
const depthSchema = v.pipe(
  v.unknown(),
  v.metadata({ type: 'integer', enum: [...PERFORMANCE_DEPTHS] }),
  v.transform(Number),
  v.picklist(PERFORMANCE_DEPTHS),
);

export const depthPerformanceSchema = v.object({
  depth: depthSchema,
  /** How many people are at this level. */
  members: s.int(),
  ...figures,
});
export type DepthPerformance = s.Output<typeof depthPerformanceSchema>;

export const memberPerformanceSchema = v.object({
  /** 0 for the member themselves. */
  memberId: s.int(),
  userName: nameSchema,
  /** Masked by the server: 139****0001. */
  phone: s.text(),
  depth: depthSchema,
  /** Their member level (会员等级); 0 when the server did not say. */
  grade: s.num(),
  ...figures,
});
export type MemberPerformance = s.Output<typeof memberPerformanceSchema>;

/**
 * The same sales by who made them, level by level and person by person (the latter only for
 * members holding TEAM_MANAGEMENT:PERFORMANCE).
 */
export const teamPerformanceSchema = v.object({
  total: s.orElse(v.nullable(v.object({ ...figures, members: s.int() })), null),
  byDepth: listPart(depthPerformanceSchema),
  byMember: listPart(memberPerformanceSchema),
  firstMonth: firstMonthSchema,
});
export type TeamPerformance = s.Output<typeof teamPerformanceSchema>;

/** The months asked for, both included (YYYY-MM). */
export const figuresQuerySchema = v.object(s.monthRange);
export type FiguresQuery = s.Input<typeof figuresQuerySchema>;
