import { Space } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MoneyChart } from '@/components/ui/chart/money-chart';
import { FiguresFrame } from '@/components/ui/figures-frame';
import { memberPath } from '@/config/paths';
import { capitalCopy } from '@/copy';
import { periodDays, periodLabel } from '@/lib/month-period';
import { usePeriodFilter } from '@/lib/use-period-filter';
import type { CapitalSummary, SummaryQuery } from '../api/capital-schemas';
import { useCapitalSummary } from '../hooks/use-capital';
import { linesHref } from '../utils/line-keys';
import { incomeExpenseChart, monthsOf } from '../utils/summary-period';

/** The period by month as a chart with its table, and the lines behind the totals. */
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
    <>
      <MoneyChart caption={capitalCopy.chartCaption(label)} data={chart} />
      <Space>
        <Link to={linesHref(memberPath('income'), days)}>{capitalCopy.seeIncome}</Link>
        <Link to={linesHref(memberPath('expend'), days)}>{capitalCopy.seeExpend}</Link>
      </Space>
    </>
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
    <FiguresFrame
      title={capitalCopy.summaryTitle}
      filter={filter}
      query={query}
      totals={(summary) => [
        { title: capitalCopy.income, value: summary.income, kind: 'money', flow: 'in' },
        { title: capitalCopy.expense, value: summary.expense, kind: 'money', flow: 'out' },
        { title: capitalCopy.net, value: summary.net, kind: 'money' },
      ]}
    >
      {(summary) => <SummaryFigures summary={summary} range={range} label={periodLabel(period)} />}
    </FiguresFrame>
  );
}
