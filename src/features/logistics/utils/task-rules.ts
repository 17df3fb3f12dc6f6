import type { TaskOutcome, TaskStatus } from '@/lib/enums/logistics-task';
import type { TaskDetail, TaskSummary } from '../api/logistics-schemas';

/** The statuses of a task still to be done, which its deadline holds for. */
const OPEN_STATUSES: readonly TaskStatus[] = ['WAIT', 'ACCEPTED', 'TRANSIT', 'EXCEPTION'];

/** Only a task waiting for a taker can be accepted. */
export const canAccept = (task: Pick<TaskSummary, 'status'>): boolean => task.status === 'WAIT';

/**
 * The results a task can take next: picked up once accepted, delivered once in transit, an
 * exception at any point in between; after an exception the journey goes on where it stopped.
 */
export function submittableOutcomes(
  task: Pick<TaskDetail, 'status' | 'pickupTime'>,
): readonly TaskOutcome[] {
  switch (task.status) {
    case 'ACCEPTED':
      return ['PICKUP', 'EXCEPTION'];
    case 'TRANSIT':
      return ['DELIVER', 'EXCEPTION'];
    case 'EXCEPTION':
      return task.pickupTime === null ? ['PICKUP', 'EXCEPTION'] : ['DELIVER', 'EXCEPTION'];
    default:
      return [];
  }
}

/** The server's local 'YYYY-MM-DD HH:mm:ss' as a moment, NaN when it is none. */
const momentOf = (time: string): number => Date.parse(time.replace(' ', 'T'));

/** A task still to be done whose deadline has passed. */
export function isOverdue(task: Pick<TaskSummary, 'status' | 'deadline'>, now: Date): boolean {
  const deadline = momentOf(task.deadline);
  return OPEN_STATUSES.includes(task.status) && deadline < now.getTime();
}
