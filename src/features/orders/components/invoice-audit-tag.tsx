import { Tag } from 'antd';
import { ordersCopy } from '@/copy';
import type { InvoiceAudit } from '../api/orders-types';

const COLORS: Record<InvoiceAudit, string> = { 0: 'processing', 1: 'success', 2: 'error' };

/** An invoice request's audit state; on a card it says that it is about the invoice. */
export function InvoiceAuditTag({
  audit,
  plain = false,
}: {
  audit: InvoiceAudit;
  plain?: boolean;
}) {
  const text = ordersCopy.invoiceAudit[audit];
  return <Tag color={COLORS[audit]}>{plain ? text : ordersCopy.invoiceTag(text)}</Tag>;
}
