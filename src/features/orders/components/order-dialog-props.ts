import type { OrderSummary } from '../api/orders-schemas';

/** What every order dialog gets: the order it is about, and how to close it. */
export interface OrderDialogProps {
  order: OrderSummary;
  onClose: () => void;
}
