import { Col, Row, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { figuresCopy } from '@/copy';
import { FigureStatistic } from '@/components/ui/short-figure';

export interface FigureTotal {
  title: string;
  /** null where the answer lacked the totals. */
  value: number | null;
  /** Money (fen) or a count, shown in 万 or 亿 from 1e4 with the exact figure on hover. */
  kind: 'money' | 'count';
}

/** The period's totals side by side, each a region named by its title (销售额 ¥60.12万). */
export function FigureTotals({ totals }: { totals: readonly FigureTotal[] }) {
  return (
    <Row gutter={[16, 16]}>
      {totals.map(({ title, value, kind }) => (
        <Col key={title} xs={24} sm={24 / totals.length}>
          <SectionCard size="small" title={title}>
            {value === null ? (
              <Typography.Text type="secondary">{figuresCopy.unavailable}</Typography.Text>
            ) : (
              <FigureStatistic value={value} kind={kind} />
            )}
          </SectionCard>
        </Col>
      ))}
    </Row>
  );
}
