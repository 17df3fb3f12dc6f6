import type { Input, Output } from '@/lib/schema';
import type {
  businessStatisticsQuerySchema,
  businessStatisticsSchema,
  distributionFiguresSchema,
  moneyFiguresSchema,
  orderFiguresSchema,
} from './business-schemas';

/** YYYY-MM */
export type Month = string;

export type { DistributionGear, DistributionStatus } from '@/lib/enums/distribution';
export type { OrderStatus } from '@/lib/enums/order-status';

export type OrderFigures = Output<typeof orderFiguresSchema>;
export type MoneyFigures = Output<typeof moneyFiguresSchema>;
export type DistributionFigures = Output<typeof distributionFiguresSchema>;
export type BusinessStatistics = Output<typeof businessStatisticsSchema>;
export type BusinessStatisticsQuery = Input<typeof businessStatisticsQuerySchema>;
