export { WithdrawalPage as Component } from '@/features/finance/components/withdrawal-page';
