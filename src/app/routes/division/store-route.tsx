export { DivisionStoresPage as Component } from '@/features/division/components/division-stores-page';
