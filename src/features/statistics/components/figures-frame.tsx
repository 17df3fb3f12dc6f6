import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PageCard } from '@/components/ui/page-card';
import { PeriodSwitch } from '@/components/ui/period-switch';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { commonCopy } from '@/copy';
import type { Month } from '@/lib/month-period';
import type { PeriodFilter } from '@/lib/use-period-filter';

interface FiguresFrameProps<T extends { firstMonth: Month | null }> {
  title: string;
  filter: PeriodFilter;
  query: QueryLike<T> & { isPlaceholderData: boolean };
  children: (figures: T) => ReactNode;
}

/**
 * A figures screen: its title, the period switch (past years back to the first month with
 * figures), and the period's figures once they are in; another period's are never shown under
 * this one's name.
 */
export function FiguresFrame<T extends { firstMonth: Month | null }>({
  title,
  filter,
  query,
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
              children(figures)
            )
          }
        </QueryState>
      </Flex>
    </PageCard>
  );
}
