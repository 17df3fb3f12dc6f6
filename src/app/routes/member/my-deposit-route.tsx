export { DepositPage as Component } from '@/features/standing/components/deposit-page';
