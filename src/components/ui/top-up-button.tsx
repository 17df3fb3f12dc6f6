import { Button } from 'antd';
import { paymentCopy } from '@/copy';
import { useUiStore } from '@/stores/ui-store';

export interface TopUpButtonProps {
  size?: 'small' | 'middle';
}

/**
 * 充值 beside a balance: opens 充值结算 for a top-up without an order (WeChat, Alipay, or a
 * bank transfer 仅充值). The balance shown refreshes when the top-up arrives (the balance topic).
 */
export function TopUpButton({ size = 'small' }: TopUpButtonProps) {
  const openRecharge = useUiStore((state) => state.openRecharge);
  return (
    <Button size={size} onClick={() => openRecharge({})}>
      {paymentCopy.recharge}
    </Button>
  );
}
