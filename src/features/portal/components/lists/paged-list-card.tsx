import type { ReactNode } from 'react';
import { PagedList, type PagedQuery } from '@/components/ui/paged-list';
import { PageCard } from '@/components/ui/page-card';
import { SearchBar } from '@/components/ui/search-bar';
import './paged-list-card.css';

/** What usePagedQuery gives for one page of a list. */
export interface PortalPagedQuery<Item> extends PagedQuery<Item> {
  filters: { page: number; keyword: string };
  update: (changes: { page?: number; keyword?: string }) => void;
}

export interface PagedListCardProps<Item> {
  title: ReactNode;
  copy: { searchPlaceholder: string; empty: string };
  paged: PortalPagedQuery<Item>;
  /** Draws one page of items, never an empty one. */
  children: (items: Item[]) => ReactNode;
}

/** The frame every portal list shares: heading, search, the items, and the pager. */
export function PagedListCard<Item>({ title, copy, paged, children }: PagedListCardProps<Item>) {
  const { filters, update } = paged;
  return (
    <PageCard title={title}>
      <SearchBar
        initialKeyword={filters.keyword}
        placeholder={copy.searchPlaceholder}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <div className="paged-list__body">
        <PagedList
          query={paged}
          emptyText={copy.empty}
          page={filters.page}
          onPageChange={(page) => update({ page })}
        >
          {children}
        </PagedList>
      </div>
    </PageCard>
  );
}
