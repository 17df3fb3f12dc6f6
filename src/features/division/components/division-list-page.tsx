import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy, divisionPageCopy } from '@/copy';
import { Pager } from '@/components/ui/pager';
import { SearchBar } from '@/components/ui/search-bar';
import type { DivisionListItems, DivisionListKind } from '../api/division-schemas';
import { useDivisionList } from '../hooks/use-division-list';
import { QueryState } from '@/components/ui/query-state';

interface DivisionListPageProps<K extends DivisionListKind> {
  kind: K;
  /** Renders one page of rows (never empty). */
  children: (items: DivisionListItems[K][]) => ReactNode;
}

/** A searchable, paged division list: search bar, the page's rows, the pager. */
export function DivisionListPage<K extends DivisionListKind>({
  kind,
  children,
}: DivisionListPageProps<K>) {
  const { filters, update, result } = useDivisionList(kind);
  return (
    <div className="division-list">
      <SearchBar
        initialKeyword={filters.keyword}
        placeholder={divisionPageCopy.searchPlaceholder[kind]}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <QueryState query={result}>
        {(data) => (
          <Spin spinning={result.isFetching && result.isPlaceholderData}>
            {data.list.length === 0 ? (
              <Empty description={commonCopy.noData} />
            ) : (
              children(data.list)
            )}
          </Spin>
        )}
      </QueryState>
      <Pager
        current={filters.page}
        total={result.data?.total ?? 0}
        onChange={(page) => update({ page })}
      />
    </div>
  );
}
