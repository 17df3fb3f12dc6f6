export { MyAddressPage as Component } from '@/features/address/components/my-address-page';
