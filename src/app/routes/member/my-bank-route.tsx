export { MyBankPage as Component } from '@/features/finance/components/my-bank-page';
