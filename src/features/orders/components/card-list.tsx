import { Empty, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { QueryFailure } from '@/components/ui/query-state';

export interface CardListProps<T> {
  items: T[] | undefined;
  /** Refreshing what is shown (another page, a filter): the old cards stay under a spinner. */
  fetching: boolean;
  /** Why the first page could not be shown, when it could not. */
  error: unknown;
  onRetry: () => void;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** One page of cards, or a skeleton while the first page loads, 加载失败 with 重试, or 暂无数据. */
export function CardList<T>({
  items,
  fetching,
  error,
  onRetry,
  itemKey,
  renderItem,
}: CardListProps<T>) {
  if (!items) {
    if (!error) return <Skeleton active paragraph={{ rows: 6 }} />;
    return <QueryFailure error={error} retrying={fetching} onRetry={onRetry} />;
  }
  return (
    <Spin spinning={fetching}>
      {items.length === 0 ? (
        <Empty description={commonCopy.noData} />
      ) : (
        <ul className="order-cards">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
