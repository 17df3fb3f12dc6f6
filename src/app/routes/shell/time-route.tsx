export { TimePage as Component } from '@/features/portal/components/lists/time-page';
