import { Button, Flex, Typography } from 'antd';
import { commonCopy, rechargeCopy } from '@/copy';
import { createAlipayUrl } from '@/features/checkout/api/recharge-api';
import { ApiError } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';
import { openPayUrl } from './open-pay-url';

interface AlipayPanelProps {
  amountFen: number | null;
}

/** Opens the Alipay cashier for the amount in a new tab (http/https URLs only). */
export function AlipayPanel({ amountFen }: AlipayPanelProps) {
  const { run, pending } = useSingleFlight(async (price: number) => {
    let url: string;
    try {
      url = await createAlipayUrl(price);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastError(commonCopy.serverException);
      }
      return;
    }
    if (!openPayUrl(url)) getFeedback().toastError(rechargeCopy.alipayBadUrl);
  });
  const payable = amountFen !== null && amountFen > 0;

  return (
    <Flex vertical align="center" gap="middle">
      <Typography.Text type="secondary">{rechargeCopy.alipayHint}</Typography.Text>
      <Button
        type="primary"
        loading={pending}
        disabled={!payable}
        onClick={() => {
          if (payable) void run(amountFen);
        }}
      >
        {rechargeCopy.alipayGo}
      </Button>
    </Flex>
  );
}
