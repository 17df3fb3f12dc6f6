export { SupplierCertificationPage as Component } from '@/features/supply/components/supplier-certification-page';
