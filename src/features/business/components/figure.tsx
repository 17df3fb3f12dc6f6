import { Flex, Typography } from 'antd';
import { type FigureKind, FigureStatistic, figureSentence } from '@/components/ui/short-figure';
import { businessCopy } from '@/copy';
import { changeFromLastMonth } from '../utils/month-change';

interface FigureProps {
  title: string;
  value: number;
  /** The month before's value, to compare with. */
  last?: number;
  /** Money in fen or a count; either reads in 万 or 亿 from 1e4, exact on hover. */
  kind?: FigureKind;
}

/** One figure of a card, with last month's beside it when there is one. */
export function Figure({ title, value, last, kind = 'count' }: FigureProps) {
  const lastMonth =
    last === undefined ? null : figureSentence((read) => businessCopy.lastMonth(read(last, kind)));
  return (
    <Flex vertical>
      <FigureStatistic title={title} value={value} kind={kind} />
      {last !== undefined && lastMonth && (
        <Typography.Text type="secondary" title={lastMonth.title}>
          {lastMonth.text}，{changeFromLastMonth(value, last)}
        </Typography.Text>
      )}
    </Flex>
  );
}
