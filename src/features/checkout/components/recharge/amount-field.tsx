import { InputNumber } from 'antd';
import { rechargeCopy } from '@/copy';

interface AmountFieldProps {
  id: string;
  /** Yuan as typed, e.g. '12.5'. */
  value: string;
  onChange: (yuan: string) => void;
}

/** The recharge amount in yuan: minimum 0, two decimals. */
export function AmountField({ id, value, onChange }: AmountFieldProps) {
  return (
    <InputNumber<string>
      id={id}
      stringMode
      min="0"
      precision={2}
      step="1"
      value={value}
      placeholder={rechargeCopy.amountPlaceholder}
      suffix={rechargeCopy.amountUnit}
      style={{ width: 220 }}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
