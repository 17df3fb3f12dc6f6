import { Form, Input, Radio, type RadioChangeEvent } from 'antd';
import { isDigitField, toHalfWidth } from '@/utils/half-width';
import { commonCopy, invoiceCopy } from '@/copy';
import { useSessionStore } from '@/stores/session-store';
import type {
  InvoiceFieldName,
  InvoiceFlag,
  InvoiceInformation,
  InvoiceType,
  InvoiceUserType,
} from '../api/invoice-types';
import {
  changeInvoiceType,
  changeInvoiceUserType,
  isUserTypeLocked,
  visibleInvoiceFields,
} from '../utils/invoice-rules';
import { SavedInvoicePicker } from './saved-invoice-picker';

export interface InvoiceFormProps {
  value: InvoiceInformation;
  onChange: (next: InvoiceInformation) => void;
  disabled?: boolean;
}

const options = <T extends number>(labels: readonly string[]) =>
  labels.map((label, index) => ({ label, value: index as T }));

const fieldId = (name: InvoiceFieldName) => `invoice-${name}`;

/** The invoice part of the order dialog (SPEC sections 4 and 5), controlled by its parent. */
export function InvoiceForm({ value, onChange, disabled = false }: InvoiceFormProps) {
  const defaultEmail = useSessionStore((state) => state.user?.email ?? '');
  const locked = isUserTypeLocked(value.invoiceType);

  const setField = (name: InvoiceFieldName, text: string) =>
    onChange({ ...value, [name]: isDigitField(name) ? toHalfWidth(text) : text });

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
          options={options<InvoiceFlag>(invoiceCopy.isInvoiceOptions)}
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
          <Form.Item label={invoiceCopy.invoiceType}>
            <Radio.Group
              aria-label={invoiceCopy.invoiceType}
              options={options<InvoiceType>(invoiceCopy.invoiceTypeOptions)}
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
              options={options<InvoiceUserType>(invoiceCopy.invoiceUserTypeOptions)}
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
            <Form.Item key={name} label={invoiceCopy[name]} htmlFor={fieldId(name)}>
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
              options={options<InvoiceFlag>(invoiceCopy.invoiceContentOptions)}
              value={value.invoiceContent}
              onChange={(event: RadioChangeEvent) =>
                onChange({ ...value, invoiceContent: event.target.value as InvoiceFlag })
              }
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}
