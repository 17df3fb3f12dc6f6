export { CreditPage as Component } from '@/features/standing/components/credit-page';
