export { SupplierCategoryPage as Component } from '@/features/supply/components/supplier-category-page';
