export { AfterOrderPage as Component } from '@/features/orders/components/after-order-page';
