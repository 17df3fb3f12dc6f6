export { ExpendPage as Component } from '@/features/finance/components/money-lines-page';
