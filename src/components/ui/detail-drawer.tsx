import { Drawer, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from './query-state';

export interface DetailDrawerProps<T> {
  /** Whether a row is open (useDetailParam's id is set). */
  open: boolean;
  /** The open row's query: loading, failed with 重试, refused as missing, or the row. */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** A fixed title, or the row's own once it is loaded (加载中... until then, 详情 without it). */
  title: ReactNode | ((row: T) => ReactNode);
  /** Said when the server answers that the row does not exist (or is not the member's). */
  notFound?: string;
  /** Closing removes the row from the URL (useDetailParam's close). */
  onClose(): void;
  children(row: T): ReactNode;
}

function titleOf<T>(
  title: DetailDrawerProps<T>['title'],
  query: DetailDrawerProps<T>['query'],
): ReactNode {
  if (typeof title !== 'function') return title;
  if (query.data !== undefined) return title(query.data);
  return query.isError ? commonCopy.detail : commonCopy.loading;
}

/**
 * One row of a list in detail, beside the list: the frame every detail drawer of the member
 * area and the portal shares. A row that cannot be found says so; a failed request shows
 * 加载失败 with 重试; a crash inside stays inside.
 */
export function DetailDrawer<T>({
  open,
  query,
  title,
  notFound = commonCopy.detailNotFound,
  onClose,
  children,
}: DetailDrawerProps<T>) {
  return (
    <Drawer
      open={open}
      size={560}
      title={titleOf(title, query)}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
      destroyOnHidden
    >
      <PartBoundary>
        <QueryState
          query={query}
          loading={<Skeleton active aria-label={commonCopy.loading} />}
          notFound={<Empty description={notFound} />}
        >
          {children}
        </QueryState>
      </PartBoundary>
    </Drawer>
  );
}
