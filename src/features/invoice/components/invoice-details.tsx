import { Form, Input } from 'antd';
import { commonCopy, invoiceCopy } from '@/copy';
import { invoiceContent, invoiceType, invoiceUserType } from '@/lib/enums/invoice';
import { isDigitField, toHalfWidth } from '@/utils/half-width';
import type { InvoiceFieldName, InvoiceInformation } from '../api/invoice-schemas';
import {
  changeInvoiceType,
  changeInvoiceUserType,
  isUserTypeLocked,
  visibleInvoiceFields,
} from '../utils/invoice-rules';
import { EnumChoice } from './enum-choice';

export interface InvoiceDetailsProps {
  value: InvoiceInformation;
  onChange: (next: InvoiceInformation) => void;
  /** Kept when the type or title type changes and the fields are cleared. */
  defaultEmail: string;
  disabled?: boolean;
  /** A message under a field that cannot be saved as it is. */
  problems?: Partial<Record<InvoiceFieldName, string>>;
}

const fieldId = (name: InvoiceFieldName) => `invoice-${name}`;

/**
 * An invoice's type, title type, fields and content under the rules of SPEC sections 4 and 5
 * (VAT special locks the unit title, a change clears the fields but the e-mail, the fields
 * shown follow the type): the order dialog's invoice and a saved profile alike.
 */
export function InvoiceDetails({
  value,
  onChange,
  defaultEmail,
  disabled = false,
  problems = {},
}: InvoiceDetailsProps) {
  const locked = isUserTypeLocked(value.invoiceType);

  const setField = (name: InvoiceFieldName, text: string) =>
    onChange({ ...value, [name]: isDigitField(name) ? toHalfWidth(text) : text });

  return (
    <>
      <EnumChoice
        label={invoiceCopy.invoiceType}
        of={invoiceType}
        value={value.invoiceType}
        onChange={(type) => onChange(changeInvoiceType(value, type, defaultEmail))}
      />
      <EnumChoice
        label={invoiceCopy.invoiceUserType}
        of={invoiceUserType}
        value={value.invoiceUserType}
        disabled={disabled || locked}
        extra={locked ? invoiceCopy.specialLocksUnit : undefined}
        onChange={(userType) => onChange(changeInvoiceUserType(value, userType, defaultEmail))}
      />
      {visibleInvoiceFields(value.invoiceType, value.invoiceUserType).map((name) => (
        <Form.Item
          key={name}
          label={invoiceCopy[name]}
          htmlFor={fieldId(name)}
          validateStatus={problems[name] ? 'error' : undefined}
          help={problems[name]}
        >
          <Input
            id={fieldId(name)}
            value={value[name]}
            placeholder={commonCopy.required(invoiceCopy[name])}
            onChange={(event) => setField(name, event.target.value)}
            onBlur={(event) => {
              const trimmed = event.target.value.trim();
              if (trimmed !== value[name]) setField(name, trimmed);
            }}
          />
        </Form.Item>
      ))}
      <EnumChoice
        label={invoiceCopy.invoiceContent}
        of={invoiceContent}
        value={value.invoiceContent}
        onChange={(content) => onChange({ ...value, invoiceContent: content })}
      />
    </>
  );
}
