export { DataStatisticsPage as Component } from '@/features/statistics/components/data-statistics-page';
