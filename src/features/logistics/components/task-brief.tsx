import { Descriptions } from 'antd';
import { EnumTag } from '@/components/ui/status-tag';
import { logisticsCopy } from '@/copy';
import { taskStatus } from '@/lib/enums/logistics-task';
import type { TaskSummary } from '../api/logistics-schemas';
import { TaskDeadline } from './task-deadline';

/** Which task a screen is about: its number, status, where it goes and by when. */
export function TaskBrief({ task }: { task: TaskSummary }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'taskNo', label: logisticsCopy.taskNo, children: task.taskNo },
        {
          key: 'status',
          label: logisticsCopy.status,
          children: <EnumTag of={taskStatus} value={task.status} />,
        },
        { key: 'consignee', label: logisticsCopy.consignee, children: task.consignee },
        { key: 'deadline', label: logisticsCopy.deadline, children: <TaskDeadline task={task} /> },
        {
          key: 'receiverAddress',
          label: logisticsCopy.receiverAddress,
          span: 'filled',
          children: task.receiverAddress,
        },
      ]}
    />
  );
}
