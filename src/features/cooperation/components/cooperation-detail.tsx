import { Descriptions, Empty, Flex, Timeline, Typography, type DescriptionsProps } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { TONE_COLOURS } from '@/components/ui/tone-colours';
import { cooperationCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import type { CooperationDetail as Detail } from '../api/cooperation-schemas';
import { useCooperation } from '../hooks/use-cooperation';
import { stepLabel, stepTone } from '../utils/cooperation-step';
import { MatchPriceButton } from './match-price-button';
import { StepProgress } from './step-progress';

const termsOf = (task: Detail): DescriptionsProps['items'] => [
  { key: 'cooperationNo', label: cooperationCopy.cooperationNo, children: task.cooperationNo },
  {
    key: 'progress',
    label: cooperationCopy.progress,
    children: <StepProgress step={task.status} />,
  },
  { key: 'role', label: cooperationCopy.role, children: task.roleName },
  { key: 'category', label: cooperationCopy.category, children: task.categoryName },
  { key: 'quantity', label: cooperationCopy.quantity, children: task.quantity },
  { key: 'budget', label: cooperationCopy.budget, children: formatFen(task.budget) },
  {
    key: 'matchedPrice',
    label: cooperationCopy.matchedPrice,
    children:
      task.matchedPrice === null ? cooperationCopy.notMatched : formatFen(task.matchedPrice),
  },
  { key: 'createTime', label: cooperationCopy.createTime, children: task.createTime },
  { key: 'updateTime', label: cooperationCopy.updateTime, children: task.updateTime },
  {
    key: 'description',
    label: cooperationCopy.description,
    span: 'filled',
    children: task.description || cooperationCopy.noDescription,
  },
];

function History({ task }: { task: Detail }) {
  if (task.steps.length === 0) return <Empty description={cooperationCopy.historyEmpty} />;
  return (
    <Timeline
      items={task.steps.map((record, index) => ({
        key: index,
        color: TONE_COLOURS[stepTone(record.status)].text,
        title: record.createTime,
        content: (
          <Flex vertical>
            <Typography.Text strong>{stepLabel(record.status)}</Typography.Text>
            {record.remark && <Typography.Text type="secondary">{record.remark}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}

/** One task: its terms and progress, 价格匹配, and the history of its steps. */
export function CooperationDetail({ cooperationId }: { cooperationId: number }) {
  const query = useCooperation(cooperationId);
  return (
    <QueryState query={query} notFound={<Empty description={cooperationCopy.notFound} />}>
      {(task) => (
        <Flex vertical gap="middle">
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            title={task.title}
            extra={<MatchPriceButton cooperation={task} />}
            items={termsOf(task)}
          />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {cooperationCopy.history}
          </Typography.Title>
          <History task={task} />
        </Flex>
      )}
    </QueryState>
  );
}
