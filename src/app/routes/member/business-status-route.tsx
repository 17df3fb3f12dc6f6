export { BusinessStatusPage as Component } from '@/features/business/components/business-status-page';
