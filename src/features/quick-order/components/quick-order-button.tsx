import { UnorderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { quickOrderCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';

const QuickOrderDialog = lazy(
  timedChunk(() =>
    import('./quick-order-dialog').then(({ QuickOrderDialog: Dialog }) => ({ default: Dialog })),
  ),
);

/**
 * 批量下单 on the cart and the catalogue; the dialog's code loads on the first click, and each
 * opening starts with an empty list.
 */
export function QuickOrderButton({ onAdded }: { onAdded: (goodStockIds: number[]) => void }) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<UnorderedListOutlined aria-hidden />}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {quickOrderCopy.open}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <QuickOrderDialog
            key={openings}
            open={open}
            onClose={() => setOpen(false)}
            onAdded={(goodStockIds) => {
              setOpen(false);
              onAdded(goodStockIds);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
