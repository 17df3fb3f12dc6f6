export { GoodSupplyPage as Component } from '@/features/supply/components/good-supply-page';
