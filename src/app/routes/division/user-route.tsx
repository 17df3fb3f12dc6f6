export { DivisionCustomersPage as Component } from '@/features/division/components/division-customers-page';
