import { Button } from 'antd';
import type { ReactNode } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { ShortFigure } from '@/components/ui/short-figure';
import { commonCopy, creditCopy, depositCopy } from '@/copy';
import { useCreditRating, useGuarantees } from '../hooks/use-standing';
import './standing-statistics.css';

/**
 * A titled figure for the member centre: loading, 加载失败 with 重试 on one line, or the value;
 * even a crash stays inside it.
 */
export function CompactStatistic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="standing-statistic" role="group" aria-label={title}>
      <span className="standing-statistic__title">{title}</span>
      <span className="standing-statistic__value">
        <PartBoundary
          fallback={(retry) => (
            <span role="alert" className="query-failure--inline">
              {commonCopy.loadFailed}
              <Button size="small" onClick={retry}>
                {commonCopy.retry}
              </Button>
            </span>
          )}
        >
          {children}
        </PartBoundary>
      </span>
    </div>
  );
}

/** 保证金（冻结中）: what the member's deposits hold now. */
export function DepositHeldStatistic() {
  const query = useGuarantees();
  return (
    <CompactStatistic title={depositCopy.heldTitle}>
      <QueryState query={query} size="inline">
        {(summary) => <ShortFigure value={summary.held} kind="money" />}
      </QueryState>
    </CompactStatistic>
  );
}

/** 信用评级: the score and its level, e.g. 92 分 · AAA. */
export function CreditRatingStatistic() {
  const query = useCreditRating();
  return (
    <CompactStatistic title={creditCopy.pageTitle}>
      <QueryState query={query} size="inline">
        {(rating) => creditCopy.summary(rating.score, rating.level)}
      </QueryState>
    </CompactStatistic>
  );
}
