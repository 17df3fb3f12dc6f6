import { Col, Row, Statistic, Typography } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { figuresCopy } from '@/copy';
import { formatFen, formatFenShort } from '@/utils/money';

export interface FigureTotal {
  title: string;
  /** null where the answer lacked the totals. */
  value: number | null;
  /** Money (fen) is shown in 万 or 亿 above ¥10,000, the exact amount on hover; a count as it is. */
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
            ) : kind === 'money' ? (
              <Statistic
                value={formatFenShort(value)}
                valueRender={(shown) => <span title={formatFen(value)}>{shown}</span>}
              />
            ) : (
              <Statistic value={value} />
            )}
          </SectionCard>
        </Col>
      ))}
    </Row>
  );
}
