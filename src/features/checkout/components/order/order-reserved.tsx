import { Button, Result } from 'antd';
import { commonCopy, orderCopy } from '@/copy';

/** The end of a 充值并支付 bank transfer: the order waits for the transfer's audit. */
export function OrderReserved({
  onViewOrders,
  onClose,
}: {
  onViewOrders(): void;
  onClose(): void;
}) {
  return (
    <Result
      status="info"
      title={orderCopy.reservedTitle}
      subTitle={orderCopy.paymentReserved}
      extra={[
        <Button key="orders" type="primary" onClick={onViewOrders}>
          {orderCopy.viewOrders}
        </Button>,
        <Button key="close" onClick={onClose}>
          {commonCopy.close}
        </Button>,
      ]}
    />
  );
}
