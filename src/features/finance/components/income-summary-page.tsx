import { Col, Flex, Radio, Row, Skeleton, Space, Statistic } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MoneyChart } from '@/components/ui/chart/money-chart';
import { PageCard } from '@/components/ui/page-card';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { memberPath } from '@/config/paths';
import { capitalCopy, commonCopy } from '@/copy';
import { valueKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFen } from '@/utils/money';
import type { CapitalSummary, SummaryQuery } from '../api/capital-types';
import { useCapitalSummary } from '../hooks/use-capital';
import { linesHref } from '../utils/line-keys';
import {
  DEFAULT_PERIOD,
  incomeExpenseChart,
  monthsOf,
  periodDays,
  periodLabel,
  periodOptions,
  readPeriod,
  periodRange,
  type SummaryPeriod,
} from '../utils/summary-period';

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
      <Statistic value={formatFen(fen)} styles={{ content: { color: colour } }} />
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
  const today = useMemo(() => new Date(), []);
  const keys = useMemo(
    () => ({
      period: valueKey<SummaryPeriod>({
        defaultValue: DEFAULT_PERIOD,
        parse: (raw) => readPeriod(raw, today),
      }),
    }),
    [today],
  );
  const { filters, update } = useUrlFilters(keys);
  const period = filters.period;
  const range = useMemo(() => periodRange(period, today), [period, today]);
  const query = useCapitalSummary(range);
  const options = periodOptions(query.data?.firstMonth ?? null, today, period);

  return (
    <PageCard title={capitalCopy.summaryTitle}>
      <Flex vertical gap="middle">
        <Radio.Group
          aria-label={capitalCopy.period}
          optionType="button"
          value={period}
          options={options.map((value) => ({ value, label: periodLabel(value) }))}
          onChange={(event) => update({ period: event.target.value as SummaryPeriod })}
        />
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
