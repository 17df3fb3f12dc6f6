import { Empty } from 'antd';
import { ParcelTracking } from '@/components/ui/parcel-tracking';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { logisticsCopy } from '@/copy';
import type { TaskDetail } from '../api/logistics-schemas';
import { useTaskTracking } from '../hooks/use-logistics-tasks';

/** 物流跟踪 (logistics): the shipment's traces once the goods are picked up. */
export function TaskTrackingCard({ task }: { task: TaskDetail }) {
  const shipped = task.trackingNo !== null;
  const query = useTaskTracking(task.taskId, shipped);
  return (
    <SectionCard size="small" title={logisticsCopy.trackingTitle}>
      {shipped ? (
        <QueryState query={query} notFound={<Empty description={logisticsCopy.noTracking} />}>
          {(tracking) => <ParcelTracking tracking={tracking} />}
        </QueryState>
      ) : (
        <Empty description={logisticsCopy.notPickedUp} />
      )}
    </SectionCard>
  );
}
