import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useAddCartLines } from '@/features/cart/hooks/use-cart';
import { quickOrderCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useLineMatching } from '../hooks/use-line-matching';
import { readyLines } from '../utils/line-status';
import { OrderLinesInput } from './order-lines-input';
import { OrderLinesPreview } from './order-lines-preview';
import './quick-order.css';

const DIALOG_WIDTH = 960;

interface AddFailure {
  lineNo: number;
  reason: string;
}

export interface QuickOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stocks put into the cart: the cart opens with their rows selected. */
  onAdded: (goodStockIds: number[]) => void;
}

/**
 * 批量下单: lines pasted or read from an .xlsx file, matched against the catalogue and shown in a
 * preview where the member chooses for a line that may mean several goods. Nothing enters the
 * cart before 加入购物车, which adds every matched line once; lines the cart refuses stay in the
 * preview, listed with the reason, and the others stay added.
 */
export function QuickOrderDialog({ open, onClose, onAdded }: QuickOrderDialogProps) {
  const matching = useLineMatching();
  const addLines = useAddCartLines();
  const [failures, setFailures] = useState<AddFailure[]>([]);
  const [addedStocks, setAddedStocks] = useState<number[]>([]);
  const { lines, statuses, progress, delivery } = matching;
  const previewing = lines.length > 0;
  const ready = readyLines(lines, statuses);
  const failedLookups = statuses.filter((status) => status === 'failed').length;

  const add = useSingleFlight(async () => {
    const refusals = await addLines.mutateAsync(
      ready.map(({ goodStockId, goodNum }) => ({ goodStockId, goodNum })),
    );
    const added = ready.filter((_, index) => refusals[index] === null);
    const stocks = [...addedStocks, ...added.map(({ goodStockId }) => goodStockId)];
    matching.drop(new Set(added.map(({ lineNo }) => lineNo)));
    setAddedStocks(stocks);
    setFailures(
      ready.flatMap(({ lineNo }, index) => {
        const reason = refusals[index];
        return reason ? [{ lineNo, reason }] : [];
      }),
    );
    if (added.length > 0) getFeedback().toastSuccess(quickOrderCopy.added(added.length));
    if (added.length === ready.length) onAdded(stocks);
  });

  const back = () => {
    matching.reset();
    setFailures([]);
  };

  const footer = previewing
    ? [
        <Button key="back" onClick={back} disabled={add.pending}>
          {quickOrderCopy.back}
        </Button>,
        addedStocks.length > 0 && (
          <Button key="cart" onClick={() => onAdded(addedStocks)} disabled={add.pending}>
            {quickOrderCopy.goToCart}
          </Button>
        ),
        <Button
          key="add"
          type="primary"
          disabled={ready.length === 0 || progress !== null}
          loading={add.pending}
          onClick={() => void add.run()}
        >
          {quickOrderCopy.addToCartCount(ready.length)}
        </Button>,
      ]
    : null;

  return (
    <Modal
      open={open}
      title={quickOrderCopy.title}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {!previewing ? (
        <OrderLinesInput onLines={(orderLines) => void matching.match(orderLines)} />
      ) : (
        <Flex vertical gap="small">
          {progress && (
            <>
              <Progress
                percent={Math.floor((progress.done / Math.max(1, progress.total)) * 100)}
                status="active"
                aria-label={quickOrderCopy.progressLabel}
              />
              <Typography.Text role="status">
                {quickOrderCopy.matching(progress.done, progress.total)}
              </Typography.Text>
            </>
          )}
          {delivery.kind === 'noAddress' && (
            <Alert type="info" showIcon title={quickOrderCopy.noDefaultAddress} />
          )}
          {failures.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={quickOrderCopy.addFailedTitle(failures.length)}
              description={
                <ul className="quick-order__failures">
                  {failures.map(({ lineNo, reason }) => (
                    <li key={lineNo}>{quickOrderCopy.addFailedLine(lineNo, reason)}</li>
                  ))}
                </ul>
              }
            />
          )}
          {!progress && (
            <Flex justify="space-between" align="center" wrap>
              <Typography.Text role="status">
                {quickOrderCopy.summary(ready.length, lines.length)}
              </Typography.Text>
              {failedLookups > 0 && (
                <Button size="small" onClick={() => void matching.retryFailed()}>
                  {quickOrderCopy.retryFailed(failedLookups)}
                </Button>
              )}
            </Flex>
          )}
          {/* drawn once the lines are matched, not again for every line on the way */}
          {!progress && (
            <OrderLinesPreview lines={lines} statuses={statuses} onChoose={matching.choose} />
          )}
        </Flex>
      )}
    </Modal>
  );
}
