import { Flex, Statistic, Typography } from 'antd';
import { businessCopy } from '@/copy';
import { changeFromLastMonth } from '../utils/month-change';

interface FigureProps {
  title: string;
  value: number;
  /** The month before's value, to compare with. */
  last?: number;
  /** How the values read: money in fen is formatted, counts as they are. */
  format?: (value: number) => string;
}

/** One figure of a card, with last month's beside it when there is one. */
export function Figure({ title, value, last, format = String }: FigureProps) {
  return (
    <Flex vertical>
      <Statistic title={title} value={format(value)} />
      {last !== undefined && (
        <Typography.Text type="secondary">
          {businessCopy.lastMonth(format(last))}，{changeFromLastMonth(value, last)}
        </Typography.Text>
      )}
    </Flex>
  );
}
