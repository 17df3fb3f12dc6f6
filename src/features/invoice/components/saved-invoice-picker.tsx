import { Form, Select } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { invoiceCopy } from '@/copy';
import { invoiceType } from '@/lib/enums/invoice';
import type { InvoiceInformation, SavedInvoice } from '../api/invoice-schemas';
import { useSavedInvoices } from '../hooks/use-saved-invoices';
import { fromSavedInvoice, invoiceTitle } from '../utils/invoice-rules';

interface SavedInvoicePickerProps {
  defaultEmail: string;
  disabled: boolean;
  onPick: (value: InvoiceInformation) => void;
}

const PICKER_ID = 'invoice-saved';

const describe = (saved: SavedInvoice): string => {
  const title = invoiceTitle(saved);
  const type = invoiceType.label(saved.invoiceType);
  const mark = saved.isDefault === 1 ? `（${invoiceCopy.savedDefault}）` : '';
  return `${title} · ${type}${mark}`;
};

/** The member's saved invoice profiles; picking one fills the form. Hidden when there are none. */
export function SavedInvoicePicker({ defaultEmail, disabled, onPick }: SavedInvoicePickerProps) {
  const query = useSavedInvoices();
  if (query.data?.length === 0) return null;

  return (
    <Form.Item label={invoiceCopy.savedInvoices} htmlFor={PICKER_ID}>
      <QueryState query={query} size="inline">
        {(saved) => (
          <Select<number>
            id={PICKER_ID}
            disabled={disabled}
            placeholder={invoiceCopy.savedInvoicesPlaceholder}
            options={saved.map((row) => ({ value: row.userInvoiceId, label: describe(row) }))}
            value={null}
            onChange={(id) => {
              const row = saved.find((item) => item.userInvoiceId === id);
              if (row) onPick(fromSavedInvoice(row, defaultEmail));
            }}
          />
        )}
      </QueryState>
    </Form.Item>
  );
}
