import { Card } from 'antd';
import { useMemo } from 'react';
import { MoneyChart, MoneyChartSkeleton } from '@/components/ui/chart/money-chart';
import { QueryState } from '@/components/ui/query-state';
import { capitalCopy } from '@/copy';
import { useCapitalSummary } from '../hooks/use-capital';
import { balanceTrendChart, monthsOf, periodRange } from '../utils/summary-period';

const CHART_HEIGHT = 220;

/** 余额走势: the balance at the end of each of the last 12 months, from the statement's summary. */
export function BalanceTrendCard() {
  const range = useMemo(() => periodRange('12m', new Date()), []);
  const query = useCapitalSummary(range);
  return (
    <Card size="small" title={capitalCopy.trendTitle}>
      <QueryState query={query} loading={<MoneyChartSkeleton height={CHART_HEIGHT} />}>
        {(summary) => (
          <MoneyChart
            caption={capitalCopy.trendCaption}
            data={balanceTrendChart(monthsOf(summary, range))}
            height={CHART_HEIGHT}
          />
        )}
      </QueryState>
    </Card>
  );
}
