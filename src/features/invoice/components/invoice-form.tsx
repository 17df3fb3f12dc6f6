import { Form } from 'antd';
import { invoiceCopy } from '@/copy';
import { invoiceFlag } from '@/lib/enums/invoice';
import { useSessionStore } from '@/stores/session-store';
import type { InvoiceInformation } from '../api/invoice-schemas';
import { EnumChoice } from './enum-choice';
import { InvoiceDetails } from './invoice-details';
import { SavedInvoicePicker } from './saved-invoice-picker';

export interface InvoiceFormProps {
  value: InvoiceInformation;
  onChange: (next: InvoiceInformation) => void;
  disabled?: boolean;
}

/** The invoice part of the order dialog (SPEC sections 4 and 5), controlled by its parent. */
export function InvoiceForm({ value, onChange, disabled = false }: InvoiceFormProps) {
  const defaultEmail = useSessionStore((state) => state.user?.email ?? '');

  return (
    <Form
      layout="vertical"
      component="div"
      disabled={disabled}
      aria-label={invoiceCopy.sectionTitle}
    >
      <EnumChoice
        label={invoiceCopy.isInvoice}
        of={invoiceFlag}
        value={value.isInvoice}
        onChange={(isInvoice) => onChange({ ...value, isInvoice })}
      />
      {value.isInvoice === 1 && (
        <>
          <SavedInvoicePicker
            defaultEmail={defaultEmail}
            disabled={disabled}
            onPick={(picked) => onChange(picked)}
          />
          <InvoiceDetails
            value={value}
            onChange={onChange}
            defaultEmail={defaultEmail}
            disabled={disabled}
          />
        </>
      )}
    </Form>
  );
}
