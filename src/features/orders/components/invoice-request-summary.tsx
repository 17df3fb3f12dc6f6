import { Descriptions, type DescriptionsProps } from 'antd';
import { invoiceCopy, ordersCopy } from '@/copy';
import { invoiceType } from '@/lib/enums/invoice';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { InvoiceAudit } from '@/lib/enums/invoice-audit';
import { InvoiceAuditTag } from './invoice-audit-tag';

export interface InvoiceRequestSummaryProps {
  audit: InvoiceAudit | null;
  information: InvoiceInformation | null;
  refuseReason?: string;
}

const heading = (information: InvoiceInformation) =>
  information.invoiceUserType === 1 ? information.unitName : information.userName;

/** Where an order's invoice stands: its audit state, why it was refused, type and title. */
export function InvoiceRequestSummary({
  audit,
  information,
  refuseReason,
}: InvoiceRequestSummaryProps) {
  const items: DescriptionsProps['items'] = [
    {
      key: 'audit',
      label: ordersCopy.invoiceStatus,
      children: audit === null ? ordersCopy.notRequested : <InvoiceAuditTag audit={audit} plain />,
    },
  ];
  if (audit === 2 && refuseReason) {
    items.push({ key: 'reason', label: ordersCopy.refuseReason, children: refuseReason });
  }
  if (information && information.isInvoice === 1) {
    items.push(
      {
        key: 'type',
        label: invoiceCopy.invoiceType,
        children: invoiceType.label(information.invoiceType),
      },
      { key: 'heading', label: ordersCopy.invoiceHeading, children: heading(information) },
    );
  }
  return <Descriptions size="small" column={1} items={items} />;
}
