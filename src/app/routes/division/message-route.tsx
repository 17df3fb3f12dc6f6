export { DivisionMessagePage as Component } from '@/features/division/components/division-message-page';
