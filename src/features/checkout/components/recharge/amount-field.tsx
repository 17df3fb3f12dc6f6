import { InputNumber } from 'antd';
import { rechargeCopy } from '@/copy';
import { toHalfWidth } from '@/utils/half-width';

interface AmountFieldProps {
  id: string;
  /** Yuan as typed, e.g. '12.5'. */
  value: string;
  onChange: (yuan: string) => void;
  /** A message under the field when the amount cannot be used. */
  invalid?: boolean;
}

/** The recharge amount in yuan: minimum 0, two decimals. */
export function AmountField({ id, value, onChange, invalid = false }: AmountFieldProps) {
  return (
    <InputNumber<string>
      id={id}
      stringMode
      min="0"
      precision={2}
      step="1"
      value={value}
      status={invalid ? 'error' : undefined}
      parser={(typed) => toHalfWidth(typed ?? '').replace(/[^\d.]/g, '')}
      placeholder={rechargeCopy.amountPlaceholder}
      suffix={rechargeCopy.amountUnit}
      style={{ width: 220 }}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
