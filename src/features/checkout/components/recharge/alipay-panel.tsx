import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { commonCopy, rechargeCopy } from '@/copy';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { ApiError, apiClient } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';
import { allowedPayUrl, openBlankTab } from './open-pay-url';

interface AlipayPanelProps {
  amountFen: number | null;
}

/**
 * Opens the Alipay cashier for the amount in a new tab: the tab opens within the click and
 * is sent to the cashier once the URL is in, only for https URLs on the allowed hosts. When
 * the browser blocked the tab, a link to press stands in for it.
 */
export function AlipayPanel({ amountFen }: AlipayPanelProps) {
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const { run, pending } = useSingleFlight(async (price: number, tab: Window | null) => {
    let url: URL | null;
    try {
      url = allowedPayUrl(await apiClient.call(rechargeEndpoints.alipay, { query: { price } }));
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'parse')) {
        getFeedback().toastError(commonCopy.serverException);
      }
      return;
    }
    if (!url) {
      tab?.close();
      getFeedback().toastError(rechargeCopy.alipayBadUrl);
      return;
    }
    if (tab) tab.location.href = url.href;
    else setBlockedUrl(url.href);
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
          if (!payable || pending) return;
          setBlockedUrl(null);
          void run(amountFen, openBlankTab());
        }}
      >
        {rechargeCopy.alipayGo}
      </Button>
      {blockedUrl && (
        <Typography.Text role="alert">
          {rechargeCopy.alipayBlocked}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {rechargeCopy.alipayOpenLink}
          </a>
        </Typography.Text>
      )}
    </Flex>
  );
}
