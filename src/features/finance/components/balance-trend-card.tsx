import { SectionCard } from '@/components/ui/section-card';
import { useMemo } from 'react';
import { MoneyChart, MoneyChartSkeleton } from '@/components/ui/chart/money-chart';
import { QueryState } from '@/components/ui/query-state';
import { capitalCopy } from '@/copy';
import { periodRange } from '@/lib/month-period';
import { useCapitalSummary } from '../hooks/use-capital';
import { balanceTrendChart, monthsOf } from '../utils/summary-period';

const CHART_HEIGHT = 220;

/** 余额走势: the balance at the end of each of the last 12 months, from the statement's summary. */
export function BalanceTrendCard() {
  const range = useMemo(() => periodRange('12m', new Date()), []);
  const query = useCapitalSummary(range);
  return (
    <SectionCard size="small" title={capitalCopy.trendTitle}>
      <QueryState query={query} loading={<MoneyChartSkeleton height={CHART_HEIGHT} />}>
        {(summary) => (
          <MoneyChart
            caption={capitalCopy.trendCaption}
            data={balanceTrendChart(monthsOf(summary, range))}
            height={CHART_HEIGHT}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
