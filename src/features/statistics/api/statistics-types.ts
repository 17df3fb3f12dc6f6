import type { Month, MonthRange } from '@/lib/month-period';

export type { Month };

/** The months asked for, both included. */
export type FiguresQuery = MonthRange;

/** Sales orders and what they came to (fen). */
export interface SalesFigures {
  amount: number;
  count: number;
}

export interface MonthSales extends SalesFigures {
  month: Month;
}

/** A top-level goods category of the catalogue. */
export interface CategorySales extends SalesFigures {
  classifyId: number;
  classifyName: string;
}

/** An area (区县) and its city, as the district tables name them. */
export interface DistrictSales extends SalesFigures {
  districtId: number;
  city: string;
  district: string;
}

/**
 * GET v1/front/statistics (designed): the sales of the member's network (the member and their
 * team) in the months asked for. A part the answer lacks or that is odd is null: its section
 * says so, the others are shown.
 */
export interface SalesStatistics {
  total: SalesFigures | null;
  byMonth: MonthSales[] | null;
  byCategory: CategorySales[] | null;
  byDistrict: DistrictSales[] | null;
  /** The month of the network's first sale, or null: past years are offered back to it. */
  firstMonth: Month | null;
}

/** 0 the member themselves (本人), 1 to 3 their team's levels (一级 … 三级). */
export const PERFORMANCE_DEPTHS = [0, 1, 2, 3] as const;
export type PerformanceDepth = (typeof PERFORMANCE_DEPTHS)[number];

export interface DepthPerformance extends SalesFigures {
  depth: PerformanceDepth;
  /** How many people are at this level. */
  members: number;
}

export interface MemberPerformance extends SalesFigures {
  /** 0 for the member themselves. */
  memberId: number;
  userName: string;
  /** Masked by the server: 139****0001. */
  phone: string;
  depth: PerformanceDepth;
  /** Their member level (会员等级); 0 when the server did not say. */
  grade: number;
}

/**
 * GET v1/front/performance (designed): the same sales by who made them, level by level and
 * person by person (the latter only for members holding TEAM_MANAGEMENT:PERFORMANCE).
 */
export interface TeamPerformance {
  total: (SalesFigures & { members: number }) | null;
  byDepth: DepthPerformance[] | null;
  byMember: MemberPerformance[] | null;
  firstMonth: Month | null;
}
