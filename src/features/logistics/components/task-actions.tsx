import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@/components/ui/permission';
import { logisticsCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { PERMISSIONS } from '@/lib/permissions';
import type { TaskDetail } from '../api/logistics-schemas';
import { useAcceptTask } from '../hooks/use-logistics-tasks';
import { canAccept, submittableOutcomes } from '../utils/task-rules';
import { taskLinks } from './task-links';

/**
 * What can be done with the task: its records for everyone; 接单 while it waits for a taker
 * and 提交结果 while it is under way, for members holding the logistics code.
 */
export function TaskActions({ task }: { task: TaskDetail }) {
  const navigate = useNavigate();
  const accept = useAcceptTask(task.taskId);
  return (
    <Flex gap="small" wrap>
      <Button onClick={() => navigate(taskLinks.records(task.taskId))}>
        {logisticsCopy.recordsTitle}
      </Button>
      <Permission code={PERMISSIONS.logisticsTask}>
        {canAccept(task) && (
          <Button
            type="primary"
            loading={accept.isPending}
            onClick={() =>
              confirmThen(logisticsCopy.acceptConfirm(task.taskNo), () => accept.mutateAsync())
            }
          >
            {logisticsCopy.accept}
          </Button>
        )}
        {submittableOutcomes(task).length > 0 && (
          <Button type="primary" onClick={() => navigate(taskLinks.submission(task.taskId))}>
            {logisticsCopy.submitResult}
          </Button>
        )}
      </Permission>
    </Flex>
  );
}
