import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy, figuresCopy } from '@/copy';
import type { Month } from '@/lib/month-period';
import type { PeriodFilter } from '@/lib/use-period-filter';
import { PageCard } from './page-card';
import { PeriodSwitch } from './period-switch';
import { QueryState, type QueryLike } from './query-state';
import { SectionCard } from './section-card';
import { FigureStatistic, type FigureKind } from './short-figure';
import { MONEY_FLOW_COLOURS, type MoneyFlow } from './tone-colours';

export interface FigureTotal {
  title: string;
  /** null where the answer lacked it, which is said instead. */
  value: number | null;
  /** Money (fen) or a count, shown in 万 or 亿 from 1e4 with the exact figure on hover. */
  kind: FigureKind;
  /** For money that went one way: its colour, from the tones' palette (WCAG AA). */
  flow?: MoneyFlow;
}

/** The period's totals side by side, each a region named by its title (销售额 ¥60.12万). */
function FigureTotals({ totals }: { totals: readonly FigureTotal[] }) {
  return (
    <Row gutter={[16, 16]}>
      {totals.map(({ title, value, kind, flow }) => (
        <Col key={title} xs={24} sm={24 / totals.length}>
          <SectionCard size="small" title={title}>
            {value === null ? (
              <Typography.Text type="secondary">{figuresCopy.unavailable}</Typography.Text>
            ) : (
              <FigureStatistic
                value={value}
                kind={kind}
                colour={flow && MONEY_FLOW_COLOURS[flow]}
              />
            )}
          </SectionCard>
        </Col>
      ))}
    </Row>
  );
}

interface FiguresFrameProps<T extends { firstMonth: Month | null }> {
  title: string;
  filter: PeriodFilter;
  query: QueryLike<T> & { isPlaceholderData: boolean };
  /** The period's totals, shown in a row above the rest. */
  totals: (figures: T) => readonly FigureTotal[];
  /** The rest of the period's figures: charts, tables, links. */
  children: (figures: T) => ReactNode;
}

/**
 * A figures screen: its title, the period switch (past years back to the first month with
 * figures), and the period's totals and figures once they are in; another period's are never
 * shown under this one's name.
 */
export function FiguresFrame<T extends { firstMonth: Month | null }>({
  title,
  filter,
  query,
  totals,
  children,
}: FiguresFrameProps<T>) {
  return (
    <PageCard title={title}>
      <Flex vertical gap="middle">
        <PeriodSwitch filter={filter} firstMonth={query.data?.firstMonth ?? null} />
        <QueryState query={query}>
          {(figures) =>
            query.isPlaceholderData ? (
              <Skeleton active aria-label={commonCopy.loading} />
            ) : (
              <Flex vertical gap="middle">
                <FigureTotals totals={totals(figures)} />
                {children(figures)}
              </Flex>
            )
          }
        </QueryState>
      </Flex>
    </PageCard>
  );
}
