import { Button, Modal, Result } from 'antd';
import { orderCopy, paymentCopy } from '@/copy';
import { formatFen } from '@/utils/money';

export interface PaymentSuccessProps {
  /** fen */
  amount: number;
  /** The dialog closed, by 查看订单, its close button or Esc: the member goes to the order list. */
  onDone(): void;
}

/**
 * 支付成功, nested over the order dialog. However it is closed, the member lands on the order
 * list next (SPEC 2: where the member is sent after payment), where the paid order is.
 */
export function PaymentSuccess({ amount, onDone }: PaymentSuccessProps) {
  return (
    <Modal open title={paymentCopy.paymentSuccess} footer={null} onCancel={onDone}>
      <Result
        status="success"
        title={paymentCopy.paymentSuccess}
        subTitle={orderCopy.paidAmount(formatFen(amount))}
        extra={
          <Button type="primary" onClick={onDone}>
            {orderCopy.viewOrders}
          </Button>
        }
      />
    </Modal>
  );
}
