export { DivisionDevelopmentPage as Component } from '@/features/division/components/division-development-page';
