import type { ComponentType } from 'react';
import type { OpenOrderDialog } from '../hooks/use-order-action-handler';
import type { OrderDialogAction } from '../utils/order-rules';
import { AfterSaleDialog } from './after-sale-dialog';
import { ChangeAddressDialog } from './change-address-dialog';
import { InvoiceDialog } from './invoice-dialog';
import type { OrderDialogProps } from './order-dialog-props';
import { TrackingDialog } from './tracking-dialog';

const DIALOGS: Record<OrderDialogAction, ComponentType<OrderDialogProps>> = {
  tracking: TrackingDialog,
  invoice: InvoiceDialog,
  changeAddress: ChangeAddressDialog,
  afterSale: AfterSaleDialog,
};

/** The one order dialog open at a time, mounted only while open. */
export function OrderDialog({
  open,
  onClose,
}: {
  open: OpenOrderDialog | null;
  onClose: () => void;
}) {
  if (!open) return null;
  const Dialog = DIALOGS[open.action];
  return <Dialog order={open.order} onClose={onClose} />;
}
