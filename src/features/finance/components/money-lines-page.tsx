import { Flex, Typography } from 'antd';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { PageCard } from '@/components/ui/page-card';
import { SearchBar } from '@/components/ui/search-bar';
import { capitalCopy } from '@/copy';
import { dayRangeQuery } from '@/lib/day-range';
import { moneyDirection, type MoneyDirection } from '@/lib/enums/money-direction';
import { keywordQuery, pageQueryOf } from '@/lib/list-query';
import { endpointPages } from '@/lib/endpoint-pages';
import { ListExport } from '@/components/ui/list-export';
import { exportColumnsOf } from '@/components/ui/list-column';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFenOrNone } from '@/utils/money';
import type { Bill } from '../api/finance-schemas';
import { moneyLineEndpoints, useMoneyLines } from '../hooks/use-capital';
import { LINE_KEYS } from '../utils/line-keys';
import { billColumns } from './bills-card';

const EMPTY = { income: capitalCopy.incomeEmpty, expend: capitalCopy.expendEmpty };

/**
 * member/income (收入明细) and member/expend (支出明细): the statement's money-in or money-out
 * lines, searched by remark and filtered by days, with their total; all in the URL.
 */
export function MoneyLinesPage({ direction }: { direction: MoneyDirection }) {
  const { filters, update, pager } = useUrlFilters(LINE_KEYS);
  const listQuery = { ...keywordQuery(filters.keyword), ...dayRangeQuery(filters.range) };
  const query = useMoneyLines(direction, { ...pageQueryOf(filters.page), ...listQuery });
  const total = query.data;

  return (
    <PageCard
      title={moneyDirection.label(direction)}
      extra={
        <ListExport
          subject={moneyDirection.label(direction)}
          period={filters.range}
          columns={exportColumnsOf(billColumns)}
          read={endpointPages(moneyLineEndpoints[direction], { query: listQuery })}
        />
      }
    >
      <FilterBar>
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={capitalCopy.searchRemark}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
        <DayRangeFilter range={filters.range} onChange={(range) => update({ range, page: 1 })} />
      </FilterBar>
      <Flex vertical gap="middle">
        {total && (
          <Typography.Text role="status">
            {capitalCopy.lineTotal(total.total)} <strong>{formatFenOrNone(total.amount)}</strong>
          </Typography.Text>
        )}
        <PagedTable<Bill>
          query={query}
          columns={billColumns}
          rowKey="billId"
          emptyText={EMPTY[direction]}
          {...pager('page')}
        />
      </Flex>
    </PageCard>
  );
}

export const IncomePage = () => <MoneyLinesPage direction="income" />;
export const ExpendPage = () => <MoneyLinesPage direction="expend" />;
