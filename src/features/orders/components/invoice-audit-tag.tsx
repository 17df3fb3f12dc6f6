import { StatusTag } from '@/components/ui/status-tag';
import { ordersCopy } from '@/copy';
import {
  invoiceAudit as invoiceAuditEnumeration,
  type InvoiceAudit,
} from '@/lib/enums/invoice-audit';

/** An invoice request's audit state; on a card it says that it is about the invoice. */
export function InvoiceAuditTag({
  audit,
  plain = false,
}: {
  audit: InvoiceAudit;
  plain?: boolean;
}) {
  const text = invoiceAuditEnumeration.label(audit);
  return (
    <StatusTag
      label={plain ? text : ordersCopy.invoiceTag(text)}
      tone={invoiceAuditEnumeration.tone(audit)}
    />
  );
}
