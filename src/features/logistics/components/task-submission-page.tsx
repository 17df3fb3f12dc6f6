import { Alert } from 'antd';
import { Permission } from '@/components/ui/permission';
import { logisticsCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import type { TaskDetail } from '../api/logistics-schemas';
import { submittableOutcomes } from '../utils/task-rules';
import { TaskPage } from './task-page';
import { TaskSubmissionForm } from './task-submission-form';

function Submission({ task }: { task: TaskDetail }) {
  return (
    <Permission
      code={PERMISSIONS.logisticsTask}
      fallback={<Alert type="info" showIcon title={logisticsCopy.noPermission} />}
    >
      {submittableOutcomes(task).length > 0 ? (
        <TaskSubmissionForm task={task} />
      ) : (
        <Alert type="info" showIcon title={logisticsCopy.notSubmittable} />
      )}
    </Permission>
  );
}

/** task_Submission/{id} (提交任务结果): the result of a task under way, for members who handle tasks. */
export function TaskSubmissionPage() {
  return (
    <TaskPage title={logisticsCopy.submissionTitle}>
      {(task) => <Submission task={task} />}
    </TaskPage>
  );
}
