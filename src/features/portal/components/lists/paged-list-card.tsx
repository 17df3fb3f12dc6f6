import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { Pager } from '@/components/ui/pager';
import { QueryFailure } from '@/components/ui/query-state';
import { SearchBar } from '@/components/ui/search-bar';
import './paged-list-card.css';
import { PageCard } from '@/components/ui/page-card';

/** What usePagedQuery gives for one page of a list. */
export interface PagedList {
  filters: { page: number; keyword: string };
  update: (changes: { page?: number; keyword?: string }) => void;
  data: { list: readonly unknown[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedListCardProps {
  title: ReactNode;
  copy: { searchPlaceholder: string; empty: string };
  paged: PagedList;
  children: ReactNode;
}

/** The frame every portal list shares: heading, search, the items, and the pager. */
export function PagedListCard({ title, copy, paged, children }: PagedListCardProps) {
  const { filters, update, data, isFetching: loading } = paged;
  const failed = paged.isError && !data;
  return (
    <PageCard title={title}>
      <SearchBar
        initialKeyword={filters.keyword}
        placeholder={copy.searchPlaceholder}
        onSearch={(keyword) => update({ keyword, page: 1 })}
      />
      <Spin spinning={loading}>
        <div className="paged-list__body">
          {failed ? (
            <QueryFailure error={paged.error} retrying={loading} onRetry={() => paged.refetch()} />
          ) : data?.list.length ? (
            children
          ) : (
            <Empty description={loading || !data ? commonCopy.loading : copy.empty} />
          )}
        </div>
      </Spin>
      <Pager
        current={filters.page}
        total={data?.total ?? 0}
        onChange={(page) => update({ page })}
      />
    </PageCard>
  );
}
