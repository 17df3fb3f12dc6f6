import { Descriptions, Empty, Flex, Table, type DescriptionsProps } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { EnumTag } from '@/components/ui/status-tag';
import { logisticsCopy } from '@/copy';
import { taskKind, taskStatus } from '@/lib/enums/logistics-task';
import type { TaskDetail as Task, TaskGood } from '../api/logistics-schemas';
import { useTask } from '../hooks/use-logistics-tasks';
import { TaskActions } from './task-actions';
import { TaskDeadline } from './task-deadline';
import { TaskTrackingCard } from './task-tracking-card';

const termsOf = (task: Task): DescriptionsProps['items'] => [
  { key: 'taskNo', label: logisticsCopy.taskNo, children: task.taskNo },
  { key: 'title', label: logisticsCopy.title, children: task.title },
  { key: 'kind', label: logisticsCopy.kind, children: taskKind.label(task.kind) },
  {
    key: 'status',
    label: logisticsCopy.status,
    children: <EnumTag of={taskStatus} value={task.status} />,
  },
  { key: 'createTime', label: logisticsCopy.createTime, children: task.createTime },
  { key: 'deadline', label: logisticsCopy.deadline, children: <TaskDeadline task={task} /> },
  { key: 'remark', label: logisticsCopy.remark, span: 'filled', children: task.remark },
];

const partiesOf = (task: Task): DescriptionsProps['items'] => [
  { key: 'sender', label: logisticsCopy.sender, children: task.sender },
  { key: 'senderPhone', label: logisticsCopy.senderPhone, children: task.senderPhone },
  { key: 'senderAddress', label: logisticsCopy.senderAddress, children: task.senderAddress },
  { key: 'consignee', label: logisticsCopy.consignee, children: task.consignee },
  { key: 'receiverPhone', label: logisticsCopy.receiverPhone, children: task.receiverPhone },
  {
    key: 'receiverAddress',
    label: logisticsCopy.receiverAddress,
    children: task.receiverAddress,
  },
];

const goodColumns = [
  { key: 'goodName', title: logisticsCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: logisticsCopy.spec, dataIndex: 'spec' },
  { key: 'num', title: logisticsCopy.num, dataIndex: 'num', align: 'right' as const },
];

/** One task: its terms and actions, its goods, both ends and its shipment's tracking. */
export function TaskDetail({ taskId }: { taskId: number }) {
  const query = useTask(taskId);
  return (
    <QueryState query={query} notFound={<Empty description={logisticsCopy.notFound} />}>
      {(task) => (
        <Flex vertical gap="middle">
          <TaskActions task={task} />
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={termsOf(task)} />
          <SectionCard size="small" title={logisticsCopy.goodsTitle}>
            <Table<TaskGood>
              size="small"
              rowKey={(good) => `${good.goodName}-${good.spec}`}
              pagination={false}
              columns={goodColumns}
              dataSource={task.goods}
            />
          </SectionCard>
          <SectionCard size="small" title={logisticsCopy.partiesTitle}>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} items={partiesOf(task)} />
          </SectionCard>
          <PartBoundary>
            <TaskTrackingCard task={task} />
          </PartBoundary>
        </Flex>
      )}
    </QueryState>
  );
}
