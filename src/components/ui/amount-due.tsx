import { Typography } from 'antd';
import { formatFen } from '@/utils/money';

/** An amount the member is about to pay, in fen: shown as ¥x.xx and made to stand out. */
export function AmountDue({ fen, className }: { fen: number; className?: string }) {
  return (
    <Typography.Text strong type="danger" className={className}>
      {formatFen(fen)}
    </Typography.Text>
  );
}
