import { Descriptions, Empty, Modal, Skeleton, Timeline } from 'antd';
import { commonCopy, ordersCopy } from '@/copy';
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
        {(data) => (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'company', label: ordersCopy.expressCompany, children: data.expressCompany },
                { key: 'number', label: ordersCopy.trackingNo, children: data.trackingNo },
              ]}
            />
            {data.traces.length === 0 ? (
              <Empty description={ordersCopy.noTracking} />
            ) : (
              <Timeline
                items={data.traces.map((trace, index) => ({
                  key: `${trace.time}-${index}`,
                  color: index === 0 ? 'blue' : 'gray',
                  title: trace.time,
                  content: trace.context,
                }))}
              />
            )}
          </>
        )}
      </QueryState>
    </Modal>
  );
}
