import { Form, Radio, type RadioChangeEvent } from 'antd';
import { invoiceCopy } from '@/copy';
import { invoiceFlag, type InvoiceFlag } from '@/lib/enums/invoice';
import { useSessionStore } from '@/stores/session-store';
import type { InvoiceInformation } from '../api/invoice-schemas';
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
      <Form.Item label={invoiceCopy.isInvoice}>
        <Radio.Group
          aria-label={invoiceCopy.isInvoice}
          options={invoiceFlag.options}
          value={value.isInvoice}
          onChange={(event: RadioChangeEvent) =>
            onChange({ ...value, isInvoice: event.target.value as InvoiceFlag })
          }
        />
      </Form.Item>
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
