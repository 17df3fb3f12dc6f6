import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { commonCopy, orderCopy, paymentCopy } from '@/copy';
import { AmountDue } from '@/components/ui/amount-due';
import { OfferTag } from '@/components/ui/offer-tag';
import { PaymentCheckNotice } from '@/components/ui/payment-check-notice';
import { FailedQuery } from '@/components/ui/query-state';
import { confirmThen } from '@/lib/confirm-then';
import { formatFen } from '@/utils/money';
import type { PayPrice } from '@/features/checkout/api/checkout-schemas';
import { usePayOrder, type PayOutcomes } from '@/features/checkout/hooks/use-pay-order';
import { usePayPrice } from '@/features/checkout/hooks/use-pay-price';
import { payLineFen } from '@/features/checkout/utils/pay-line';
import { useMemberInfo } from '@/features/account/hooks/use-member-info';

export interface PayConfirmationProps extends Omit<PayOutcomes, 'onPaid'> {
  orderId: number;
  /** With the amount paid, in fen. */
  onPaid(amount: number): void;
  /** Leaves the dialog without touching the order. */
  onClose(): void;
  /** Known when the order was just created here. */
  payCode?: string;
}

/** The pay confirmation: 实付金额 from the server, then 余额支付 or 取消订单. */
export function PayConfirmation({
  orderId,
  payCode,
  onPaid,
  onClose,
  ...outcomes
}: PayConfirmationProps) {
  const payPrice = usePayPrice(orderId);
  const { pay, cancel, checkAgain, check, paying, cancelling } = usePayOrder(orderId, {
    ...outcomes,
    onPaid: () => onPaid(payPrice.data?.price ?? 0),
  });

  const confirmCancel = () => confirmThen(orderCopy.cancelOrderConfirm, cancel);

  if (payPrice.isError && !payPrice.data) {
    return (
      <Flex vertical gap="middle">
        <FailedQuery query={payPrice} />
        <Flex justify="flex-end">
          <Button onClick={onClose}>{commonCopy.cancel}</Button>
        </Flex>
      </Flex>
    );
  }
  if (!payPrice.data) return <Skeleton active />;

  return (
    <Flex vertical gap="large" className="pay-confirmation">
      <PayLines payPrice={payPrice.data} payCode={payCode} />
      <MemberBalance />
      <Typography.Text type="secondary">{orderCopy.balanceNote}</Typography.Text>
      <PaymentCheckNotice
        check={check}
        onCheckAgain={() => void checkAgain()}
        unknownHint={orderCopy.paymentUnknown}
      />
      <Flex justify="flex-end" gap="middle">
        <Button disabled={paying || check !== null} loading={cancelling} onClick={confirmCancel}>
          {orderCopy.cancelOrder}
        </Button>
        <Button
          type="primary"
          size="large"
          loading={paying}
          disabled={cancelling || check !== null}
          onClick={() => void pay()}
        >
          {paymentCopy.payFromBalance}
        </Button>
      </Flex>
    </Flex>
  );
}

function PayLines({ payPrice, payCode }: { payPrice: PayPrice; payCode?: string }) {
  return (
    <Descriptions column={1} size="small" bordered title={orderCopy.payTitle}>
      {payCode && <Descriptions.Item label={orderCopy.payCode}>{payCode}</Descriptions.Item>}
      {payPrice.goodList.map((line, index) => (
        <Descriptions.Item key={index} label={`${line.goodName} ${line.goodStockName}`}>
          <OfferTag offer={line} />
          {`${formatFen(line.goodPrice)} × ${line.goodNum}`}
          {line.rate !== 100 && ` × ${orderCopy.lineRate(line.rate)}`}
          {` = ${formatFen(payLineFen(line))}`}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={paymentCopy.actualPayable}>
        <AmountDue fen={payPrice.price} className="pay-confirmation__amount" />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The balance 余额支付 draws on; it is asked afresh after a top-up. */
function MemberBalance() {
  const info = useMemberInfo();
  if (info.data === undefined) return null;
  return (
    <Typography.Text>
      {orderCopy.balance}：{formatFen(info.data.balance)}
    </Typography.Text>
  );
}
