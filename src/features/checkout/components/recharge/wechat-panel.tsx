import { Button, Flex, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { paymentCopy, rechargeCopy } from '@/copy';
import { QR_CODE_SIZE } from '@/config/constants';
import { useWechatQr } from './use-wechat-qr';

interface WechatPanelProps {
  /** The recharge amount in fen, or null while the input is empty or invalid. */
  amountFen: number | null;
}

/**
 * The WeChat QR code: remade 2 s after the amount settles, at once on a double-click of the
 * code or with the 刷新二维码 button (keyboard included).
 */
export function WechatPanel({ amountFen }: WechatPanelProps) {
  const { url, loading, refresh } = useWechatQr(amountFen);

  return (
    <Flex vertical align="center" gap="small">
      {/* the pointer's double-click; keyboard users have the 刷新二维码 button below */}
      <button
        type="button"
        tabIndex={-1}
        className="recharge-qr"
        title={rechargeCopy.qrRefresh}
        onDoubleClick={refresh}
        style={{ width: QR_CODE_SIZE + 16, height: QR_CODE_SIZE + 16 }}
      >
        {url ? (
          <QRCodeSVG value={url} size={QR_CODE_SIZE} title={rechargeCopy.qrAlt} role="img" />
        ) : (
          <Typography.Text type="secondary">
            {loading ? rechargeCopy.qrLoading : rechargeCopy.qrEnterAmount}
          </Typography.Text>
        )}
      </button>
      <Typography.Text strong>{paymentCopy.scanToPay}</Typography.Text>
      <Typography.Text type="secondary">{rechargeCopy.waitingForTopUp}</Typography.Text>
      <Button size="small" disabled={amountFen === null || amountFen <= 0} onClick={refresh}>
        {rechargeCopy.qrRefreshButton}
      </Button>
    </Flex>
  );
}
