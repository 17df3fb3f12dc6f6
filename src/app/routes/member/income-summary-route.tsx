export { IncomeSummaryPage as Component } from '@/features/finance/components/income-summary-page';
