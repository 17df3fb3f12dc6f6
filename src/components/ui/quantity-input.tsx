import { InputNumber, type InputNumberProps } from 'antd';
import { parseQuantity } from '@/utils/half-width';

interface QuantityInputProps extends Omit<
  InputNumberProps<number>,
  'min' | 'max' | 'precision' | 'parser'
> {
  /** How many there are: the most that can be asked for (1 when none are left). */
  stock: number;
  'aria-label': string;
}

/** How many of a good: a whole number from 1 to the stock, full-width digits read as typed. */
export function QuantityInput({ stock, ...props }: QuantityInputProps) {
  return (
    <InputNumber<number>
      {...props}
      parser={parseQuantity}
      min={1}
      max={Math.max(1, stock)}
      precision={0}
    />
  );
}
