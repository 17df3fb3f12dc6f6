import type { TaskDetail, TaskRecord } from '@/features/logistics/api/logistics-schemas';

/**
 * A logistics task given to a member; its pick-up time is read from its records, and its
 * carrier is named to the member once the goods are handed over (trackingNo set).
 */
export interface LogisticsTaskRow extends Omit<
  TaskDetail,
  'expressCompany' | 'trackingNo' | 'pickupTime'
> {
  userId: number;
  /** The express company the goods go with. */
  carrier: string;
  /** Given at pick-up, null before. */
  trackingNo: string | null;
}

export interface TaskRecordRow extends TaskRecord {
  taskId: number;
}

export interface LogisticsTables {
  tasks: LogisticsTaskRow[];
  records: TaskRecordRow[];
}
