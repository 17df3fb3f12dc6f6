export { DivisionLayout as Component } from '@/features/division/components/division-layout';
