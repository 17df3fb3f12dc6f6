export { VenturePage as Component } from '@/features/finance/components/venture-page';
