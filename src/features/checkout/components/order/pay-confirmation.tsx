import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { orderCopy, paymentCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { formatFen } from '@/utils/money';
import { usePayOrder, type PayOutcomes } from '@/features/checkout/hooks/use-pay-order';
import { usePayPrice } from '@/features/checkout/hooks/use-pay-price';

export interface PayConfirmationProps extends Omit<PayOutcomes, 'onPaid'> {
  orderId: number;
  /** With the amount paid, in fen. */
  onPaid(amount: number): void;
  /** Known when the order was just created here. */
  payCode?: string;
}

/** The pay confirmation: 实付金额 from the server, then 余额支付 or 取消订单. */
export function PayConfirmation({ orderId, payCode, onPaid, ...outcomes }: PayConfirmationProps) {
  const { data: payPrice } = usePayPrice(orderId);
  const { pay, cancel, paying, cancelling } = usePayOrder(orderId, {
    ...outcomes,
    onPaid: () => onPaid(payPrice?.price ?? 0),
  });

  const confirmCancel = () => confirmThen(orderCopy.cancelOrderConfirm, cancel);

  if (!payPrice) return <Skeleton active />;

  return (
    <Flex vertical gap="large" className="pay-confirmation">
      <Descriptions column={1} size="small" bordered title={orderCopy.payTitle}>
        {payCode && <Descriptions.Item label={orderCopy.payCode}>{payCode}</Descriptions.Item>}
        {payPrice.goodList.map((line, index) => (
          <Descriptions.Item key={index} label={`${line.goodName} ${line.goodStockName}`}>
            {`${formatFen(line.goodPrice)} × ${line.goodNum}`}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={paymentCopy.actualPayable}>
          <Typography.Text strong type="danger" className="pay-confirmation__amount">
            {formatFen(payPrice.price)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{orderCopy.balanceNote}</Typography.Text>
      <Flex justify="flex-end" gap="middle">
        <Button disabled={paying} loading={cancelling} onClick={confirmCancel}>
          {orderCopy.cancelOrder}
        </Button>
        <Button
          type="primary"
          size="large"
          loading={paying}
          disabled={cancelling}
          onClick={() => void pay()}
        >
          {paymentCopy.payFromBalance}
        </Button>
      </Flex>
    </Flex>
  );
}
