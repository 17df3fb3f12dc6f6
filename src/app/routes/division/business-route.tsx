export { DivisionHonoursPage as Component } from '@/features/division/components/division-honours-page';
