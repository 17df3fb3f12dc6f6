export { SalesSummaryPage as Component } from '@/features/statistics/components/sales-summary-page';
