import { useQuery } from '@tanstack/react-query';
import { getSavedInvoices } from '../api/invoice-api';
import { invoiceKeys } from '../api/invoice-keys';

export function useSavedInvoices() {
  return useQuery({ queryKey: invoiceKeys.saved(), queryFn: getSavedInvoices });
}
