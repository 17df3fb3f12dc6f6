import type { AfterSaleType } from '@/lib/enums/after-sale-type';
import type { AfterSaleBody } from '../api/orders-schemas';

export interface AfterSaleValues {
  afterType: AfterSaleType;
  reason: string;
  description?: string;
}

/** The request as sent: text trimmed, no description is ''. */
export const toAfterSaleBody = (orderId: number, values: AfterSaleValues): AfterSaleBody => ({
  orderId,
  afterType: values.afterType,
  reason: values.reason.trim(),
  description: (values.description ?? '').trim(),
});
