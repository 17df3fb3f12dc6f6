export { MyContractPage as Component } from '@/features/contract/components/my-contract-page';
