import { Empty, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import type { Paged } from '@/lib/schema';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';

/** What a paged list reads of its page's query. */
export type PagedQuery<Item> = QueryLike<Paged<Item>> & { isPlaceholderData: boolean };

export interface PagedListProps<Item> {
  query: PagedQuery<Item>;
  /** The 1-based page shown: a screen keeps it in the URL (`pageKey` of '@/lib/url-keys'). */
  page: number;
  onPageChange: (page: number) => void;
  /** Said only when the server answered an empty page; 暂无数据 unless told. */
  emptyText?: string;
  pageSize?: number;
  /** Stands in while the first page loads; a skeleton of a few lines by default. */
  loading?: ReactNode;
  /** Draws one page of items, never an empty one. */
  children: (items: Item[]) => ReactNode;
}

/** The first page's stand-in, named 加载中 to assistive technology. */
const listSkeleton = (
  <div role="status" aria-label={commonCopy.loading}>
    <Skeleton active paragraph={{ rows: 6 }} />
  </div>
);

/**
 * A server-paged list drawn by its screen (cards, rows, a grid, a table): loading, 加载失败 with
 * 重试 (never said to be empty), empty only when the server said so, the items, and the pager;
 * the previous page stays, dimmed, while the next one loads.
 */
export function PagedList<Item>({
  query,
  page,
  onPageChange,
  emptyText = commonCopy.noData,
  pageSize,
  loading = listSkeleton,
  children,
}: PagedListProps<Item>) {
  return (
    <>
      <Spin spinning={query.isFetching && query.isPlaceholderData}>
        <QueryState
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<Empty description={emptyText} />}
          loading={loading}
        >
          {(data) => children(data.list)}
        </QueryState>
      </Spin>
      <Pager
        current={page}
        total={query.data?.total ?? 0}
        pageSize={pageSize}
        onChange={onPageChange}
      />
    </>
  );
}
