import { Button, Modal, Result } from 'antd';
import { orderCopy, paymentCopy } from '@/copy';
import { formatFen } from '@/utils/money';

export interface PaymentSuccessProps {
  /** fen */
  amount: number;
  onViewOrders(): void;
  onClose(): void;
}

/** 支付成功, nested over the order dialog. */
export function PaymentSuccess({ amount, onViewOrders, onClose }: PaymentSuccessProps) {
  return (
    <Modal open title={paymentCopy.paymentSuccess} footer={null} onCancel={onClose}>
      <Result
        status="success"
        title={paymentCopy.paymentSuccess}
        subTitle={orderCopy.paidAmount(formatFen(amount))}
        extra={[
          <Button key="orders" type="primary" onClick={onViewOrders}>
            {orderCopy.viewOrders}
          </Button>,
          <Button key="close" onClick={onClose}>
            {orderCopy.continueShopping}
          </Button>,
        ]}
      />
    </Modal>
  );
}
