import type { Month } from '@/lib/month-period';
import type { Input, Output } from '@/lib/schema';
import type {
  categorySalesSchema,
  depthPerformanceSchema,
  districtSalesSchema,
  figuresQuerySchema,
  memberPerformanceSchema,
  monthSalesSchema,
  PERFORMANCE_DEPTHS,
  salesFiguresSchema,
  salesStatisticsSchema,
  teamPerformanceSchema,
} from './statistics-schemas';

export type { Month };
export { PERFORMANCE_DEPTHS } from './statistics-schemas';

export type PerformanceDepth = (typeof PERFORMANCE_DEPTHS)[number];
export type FiguresQuery = Input<typeof figuresQuerySchema>;
export type SalesFigures = Output<typeof salesFiguresSchema>;
export type MonthSales = Output<typeof monthSalesSchema>;
export type CategorySales = Output<typeof categorySalesSchema>;
export type DistrictSales = Output<typeof districtSalesSchema>;
export type SalesStatistics = Output<typeof salesStatisticsSchema>;
export type DepthPerformance = Output<typeof depthPerformanceSchema>;
export type MemberPerformance = Output<typeof memberPerformanceSchema>;
export type TeamPerformance = Output<typeof teamPerformanceSchema>;
