import { Form, Radio, type RadioChangeEvent } from 'antd';
import type { ReactNode } from 'react';
import type { Enumeration } from '@/lib/enums/define-enumeration';

interface EnumChoiceProps<V extends string | number> {
  label: string;
  of: Enumeration<V>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  extra?: ReactNode;
}

/** One of an enumeration's values as a labelled row of radios, kept by the parent. */
export function EnumChoice<V extends string | number>({
  label,
  of,
  value,
  onChange,
  disabled,
  extra,
}: EnumChoiceProps<V>) {
  return (
    <Form.Item label={label} extra={extra}>
      <Radio.Group
        aria-label={label}
        options={of.options}
        value={value}
        disabled={disabled}
        onChange={(event: RadioChangeEvent) => onChange(event.target.value as V)}
      />
    </Form.Item>
  );
}
