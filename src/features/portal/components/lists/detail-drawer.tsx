import { Drawer, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { commonCopy, portalListCopy } from '@/copy';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';

export interface DetailDrawerProps<T> {
  open: boolean;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}

/** A list item in detail beside its list: loading, failed with 重试, missing, or the item. */
export function DetailDrawer<T>({ open, query, title, onClose, children }: DetailDrawerProps<T>) {
  return (
    <Drawer
      open={open}
      size={560}
      title={query.data ? title(query.data) : portalListCopy.detailLoading}
      closable={{ 'aria-label': commonCopy.close }}
      onClose={onClose}
    >
      <PartBoundary>
        <QueryState
          query={query}
          loading={<Skeleton active />}
          notFound={<Empty description={portalListCopy.notFound} />}
        >
          {children}
        </QueryState>
      </PartBoundary>
    </Drawer>
  );
}
