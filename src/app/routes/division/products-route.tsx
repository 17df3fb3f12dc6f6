export { DivisionProductsPage as Component } from '@/features/division/components/division-products-page';
