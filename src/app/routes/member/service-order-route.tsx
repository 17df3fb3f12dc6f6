export { ServiceOrderPage as Component } from '@/features/service-order/components/service-order-page';
