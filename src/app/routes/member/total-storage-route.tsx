export { WarehousePage as Component } from '@/features/warehouse/components/warehouse-page';
