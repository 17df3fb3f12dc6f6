import { Alert, Button, Spin } from 'antd';
import { paymentCopy } from '@/copy';
import type { PaymentCheck } from '@/lib/use-balance-payment';

export interface PaymentCheckNoticeProps {
  check: PaymentCheck;
  onCheckAgain(): void;
  /** What to tell the member while the outcome is unknown: not to pay again, where to look. */
  unknownHint: string;
}

/** What is known of a payment whose answer was lost: being confirmed, or unknown for now. */
export function PaymentCheckNotice({ check, onCheckAgain, unknownHint }: PaymentCheckNoticeProps) {
  if (check === 'checking') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={paymentCopy.confirmingPayment}
        role="status"
      />
    );
  }
  if (check === 'unknown') {
    return (
      <Alert
        type="warning"
        showIcon
        title={paymentCopy.paymentUnknownTitle}
        description={unknownHint}
        action={<Button onClick={onCheckAgain}>{paymentCopy.checkAgain}</Button>}
      />
    );
  }
  return null;
}
