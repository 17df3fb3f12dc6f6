import { DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { businessCopy } from '@/copy';
import { isMonth } from '@/lib/month';
import { monthKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { monthOf } from '@/utils/date-format';
import { useBusinessStatistics } from '../hooks/use-business-statistics';
import { previousMonth } from '../utils/month-change';
import { DistributionFiguresCard, MoneyFiguresCard, OrdersFiguresCard } from './business-cards';

const KEYS = { month: monthKey() };

/**
 * member/business_status (经营状况): the member's orders, money and distribution centre in a
 * month (?month=, this month by default) against the month before; each card stands alone.
 */
export function BusinessStatusPage() {
  const { filters, update } = useUrlFilters(KEYS);
  const { month } = filters;
  const query = useBusinessStatistics({ month });

  return (
    <PageCard
      title={businessCopy.pageTitle}
      extra={
        <DatePicker
          picker="month"
          aria-label={businessCopy.month}
          placeholder={businessCopy.monthPlaceholder}
          allowClear
          value={month ? dayjs(`${month}-01`) : null}
          onChange={(date) => update({ month: date ? monthOf(date) : undefined })}
        />
      }
    >
      <QueryState query={query}>
        {(statistics) => (
          <Flex vertical gap="middle">
            {isMonth(statistics.month) && (
              <Typography.Text type="secondary">
                {businessCopy.period(statistics.month, previousMonth(statistics.month))}
              </Typography.Text>
            )}
            <Flex wrap gap="middle">
              <PartBoundary>
                <OrdersFiguresCard figures={statistics.orders} />
              </PartBoundary>
              <PartBoundary>
                <MoneyFiguresCard figures={statistics.money} />
              </PartBoundary>
              <PartBoundary>
                <DistributionFiguresCard figures={statistics.distribution} />
              </PartBoundary>
            </Flex>
          </Flex>
        )}
      </QueryState>
    </PageCard>
  );
}
