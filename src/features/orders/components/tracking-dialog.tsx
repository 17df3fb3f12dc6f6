import { Empty, Modal, Skeleton } from 'antd';
import { commonCopy, ordersCopy } from '@/copy';
import { ParcelTracking } from '@/components/ui/parcel-tracking';
import { QueryState } from '@/components/ui/query-state';
import { useTracking } from '../hooks/use-orders';
import type { OrderDialogProps } from './order-dialog-props';

/** 查看物流: the carrier, the tracking number and the parcel's traces, newest first. */
export function TrackingDialog({ order, onClose }: OrderDialogProps) {
  const query = useTracking(order.orderId);

  return (
    <Modal
      open
      title={ordersCopy.trackingTitle}
      footer={null}
      onCancel={onClose}
      closable={{ 'aria-label': commonCopy.close }}
    >
      <QueryState
        query={query}
        loading={<Skeleton active />}
        notFound={<Empty description={ordersCopy.noTracking} />}
      >
        {(data) => <ParcelTracking tracking={data} />}
      </QueryState>
    </Modal>
  );
}
