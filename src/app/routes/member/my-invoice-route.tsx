export { MyInvoicePage as Component } from '@/features/invoice/components/my-invoice-page';
