import { Col, Flex, Row, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MoneyChart } from '@/components/ui/chart/money-chart';
import { PageCard } from '@/components/ui/page-card';
import { PeriodSwitch } from '@/components/ui/period-switch';
import { SectionCard } from '@/components/ui/section-card';
import { FigureStatistic } from '@/components/ui/short-figure';
import { QueryState } from '@/components/ui/query-state';
import { memberPath } from '@/config/paths';
import { capitalCopy, commonCopy } from '@/copy';
import { periodDays, periodLabel } from '@/lib/month-period';
import { usePeriodFilter } from '@/lib/use-period-filter';
import type { CapitalSummary, SummaryQuery } from '../api/capital-schemas';
import { useCapitalSummary } from '../hooks/use-capital';
import { linesHref } from '../utils/line-keys';
import { incomeExpenseChart, monthsOf } from '../utils/summary-period';

interface TotalProps {
  title: string;
  fen: number;
  tone?: 'income' | 'expense';
}

/** One total, a region named by its title so that it reads as 收入 ¥… */
function Total({ title, fen, tone }: TotalProps) {
  const colour = tone === 'income' ? '#cf1322' : tone === 'expense' ? '#389e0d' : undefined;
  return (
    <SectionCard size="small" title={title}>
      <FigureStatistic value={fen} kind="money" colour={colour} />
    </SectionCard>
  );
}

function SummaryFigures({
  summary,
  range,
  label,
}: {
  summary: CapitalSummary;
  range: SummaryQuery;
  label: string;
}) {
  const chart = useMemo(() => incomeExpenseChart(monthsOf(summary, range)), [summary, range]);
  const days = periodDays(range);
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Total title={capitalCopy.income} fen={summary.income} tone="income" />
        </Col>
        <Col xs={24} sm={8}>
          <Total title={capitalCopy.expense} fen={summary.expense} tone="expense" />
        </Col>
        <Col xs={24} sm={8}>
          <Total title={capitalCopy.net} fen={summary.net} />
        </Col>
      </Row>
      <MoneyChart caption={capitalCopy.chartCaption(label)} data={chart} />
      <Space>
        <Link to={linesHref(memberPath('income'), days)}>{capitalCopy.seeIncome}</Link>
        <Link to={linesHref(memberPath('expend'), days)}>{capitalCopy.seeExpend}</Link>
      </Space>
    </Flex>
  );
}

/**
 * member/income_summary (收支汇总): money in, money out and the net change of the balance over a
 * period (?period= in the URL), and the same by month as a chart with its table.
 */
export function IncomeSummaryPage() {
  const filter = usePeriodFilter();
  const { period, range } = filter;
  const query = useCapitalSummary(range);

  return (
    <PageCard title={capitalCopy.summaryTitle}>
      <Flex vertical gap="middle">
        <PeriodSwitch filter={filter} firstMonth={query.data?.firstMonth ?? null} />
        <QueryState query={query}>
          {(summary) =>
            // another period's figures are never shown under this one's name
            query.isPlaceholderData ? (
              <Skeleton active aria-label={commonCopy.loading} />
            ) : (
              <SummaryFigures summary={summary} range={range} label={periodLabel(period)} />
            )
          }
        </QueryState>
      </Flex>
    </PageCard>
  );
}
