import { Button, Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { logisticsCopy } from '@/copy';
import { positiveInt } from '@/lib/positive-int';
import { useDetailParam } from '@/lib/use-detail-param';
import type { TaskDetail } from '../api/logistics-schemas';
import { useTask } from '../hooks/use-logistics-tasks';
import { TaskBrief } from './task-brief';
import { taskLinks } from './task-links';

const notFound = <Empty description={logisticsCopy.notFound} />;

interface TaskPageProps {
  title: string;
  /** What the screen shows of the task (the route's id), below its brief. */
  children: (task: TaskDetail) => ReactNode;
}

/**
 * A screen of one task whose id is in the route (record_list/{id}, task_Submission/{id}): the
 * task's brief, then the screen's part; 返回任务详情 leads to the task in its list.
 */
export function TaskPage({ title, children }: TaskPageProps) {
  const taskId = positiveInt(useParams().id ?? null);
  return (
    <PageCard title={title} extra={taskId !== undefined && <BackToTask taskId={taskId} />}>
      {taskId === undefined ? notFound : <TaskOf key={taskId} taskId={taskId} render={children} />}
    </PageCard>
  );
}

function TaskOf({ taskId, render }: { taskId: number; render: TaskPageProps['children'] }) {
  const query = useTask(taskId);
  return (
    <QueryState query={query} notFound={notFound}>
      {(task) => (
        <Flex vertical gap="middle">
          <TaskBrief task={task} />
          {render(task)}
        </Flex>
      )}
    </QueryState>
  );
}

/** Shown once the task is known, as its list (regular or extra) is where its detail opens. */
function BackToTask({ taskId }: { taskId: number }) {
  const { goTo } = useDetailParam('id', 'push');
  const { data: task } = useTask(taskId);
  if (!task) return null;
  return (
    <Button onClick={() => goTo(task.taskId, taskLinks.list(task.kind))}>
      {logisticsCopy.backToTask}
    </Button>
  );
}
