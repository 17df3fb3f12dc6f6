import type { ReactNode } from 'react';
import { divisionPageCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
import { SearchBar } from '@/components/ui/search-bar';
import type { DivisionListItems, DivisionListKind } from '../api/division-schemas';
import { useDivisionList } from '../hooks/use-division-list';

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
      <PagedList query={result} page={filters.page} onPageChange={(page) => update({ page })}>
        {children}
      </PagedList>
    </div>
  );
}
