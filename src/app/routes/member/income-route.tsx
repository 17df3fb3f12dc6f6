export { IncomePage as Component } from '@/features/finance/components/money-lines-page';
