export { WarAreaPage as Component } from '@/features/staff/components/war-area-page';
