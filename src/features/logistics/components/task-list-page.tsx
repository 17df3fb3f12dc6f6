import { Button } from 'antd';
import { PageCard } from '@/components/ui/page-card';
import { logisticsCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import type { TaskKind } from '@/lib/enums/logistics-task';
import { TaskDetail } from './task-detail';
import { TaskList } from './task-list';

const TITLES: Record<TaskKind, string> = {
  REGULAR: logisticsCopy.regularTitle,
  EXTRA: logisticsCopy.extraTitle,
};

/** logistics_tasks (物流任务) and logistics_tasks1 (临时任务): the tasks, or one of them (?id=). */
export function TaskListPage({ kind }: { kind: TaskKind }) {
  const { id: taskId, close } = useDetailParam('id', 'push');

  return (
    <PageCard
      title={taskId === undefined ? TITLES[kind] : logisticsCopy.detailTitle}
      extra={taskId !== undefined && <Button onClick={close}>{logisticsCopy.backToList}</Button>}
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
