import { Form, Input, Radio, type RadioChangeEvent } from 'antd';
import { commonCopy, invoiceCopy } from '@/copy';
import {
  invoiceContent,
  invoiceType,
  invoiceUserType,
  type InvoiceContent,
  type InvoiceType,
  type InvoiceUserType,
} from '@/lib/enums/invoice';
import { isDigitField, toHalfWidth } from '@/utils/half-width';
import type { InvoiceFieldName, InvoiceInformation } from '../api/invoice-schemas';
import {
  changeInvoiceType,
  changeInvoiceUserType,
  isUserTypeLocked,
  visibleInvoiceFields,
} from '../utils/invoice-rules';

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
      <Form.Item label={invoiceCopy.invoiceType}>
        <Radio.Group
          aria-label={invoiceCopy.invoiceType}
          options={invoiceType.options}
          value={value.invoiceType}
          onChange={(event: RadioChangeEvent) =>
            onChange(changeInvoiceType(value, event.target.value as InvoiceType, defaultEmail))
          }
        />
      </Form.Item>
      <Form.Item
        label={invoiceCopy.invoiceUserType}
        extra={locked ? invoiceCopy.specialLocksUnit : undefined}
      >
        <Radio.Group
          aria-label={invoiceCopy.invoiceUserType}
          options={invoiceUserType.options}
          value={value.invoiceUserType}
          disabled={disabled || locked}
          onChange={(event: RadioChangeEvent) =>
            onChange(
              changeInvoiceUserType(value, event.target.value as InvoiceUserType, defaultEmail),
            )
          }
        />
      </Form.Item>
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
      <Form.Item label={invoiceCopy.invoiceContent}>
        <Radio.Group
          aria-label={invoiceCopy.invoiceContent}
          options={invoiceContent.options}
          value={value.invoiceContent}
          onChange={(event: RadioChangeEvent) =>
            onChange({ ...value, invoiceContent: event.target.value as InvoiceContent })
          }
        />
      </Form.Item>
    </>
  );
}
