import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageCard } from '@/components/ui/page-card';
import { logisticsCopy } from '@/copy';
import { positiveInt } from '@/lib/positive-int';
import type { TaskKind } from '../api/logistics-types';
import { TaskDetail } from './task-detail';
import { taskLinks } from './task-links';
import { TaskList } from './task-list';

const TITLES: Record<TaskKind, string> = {
  REGULAR: logisticsCopy.regularTitle,
  EXTRA: logisticsCopy.extraTitle,
};

/** logistics_tasks (物流任务) and logistics_tasks1 (临时任务): the tasks, or one of them (?id=). */
export function TaskListPage({ kind }: { kind: TaskKind }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const taskId = positiveInt(searchParams.get('id'));

  return (
    <PageCard
      title={taskId === undefined ? TITLES[kind] : logisticsCopy.detailTitle}
      extra={
        taskId !== undefined && (
          <Button onClick={() => navigate(taskLinks.list(kind))}>{logisticsCopy.backToList}</Button>
        )
      }
    >
      {taskId === undefined ? (
        <TaskList kind={kind} />
      ) : (
        <TaskDetail key={taskId} taskId={taskId} />
      )}
    </PageCard>
  );
}

export const RegularTasksPage = () => <TaskListPage kind="REGULAR" />;
export const ExtraTasksPage = () => <TaskListPage kind="EXTRA" />;
