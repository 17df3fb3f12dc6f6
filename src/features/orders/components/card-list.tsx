import { Button, Empty, Result, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { commonCopy, ordersCopy } from '@/copy';

export interface CardListProps<T> {
  items: T[] | undefined;
  /** Refreshing what is shown (another page, a filter): the old cards stay under a spinner. */
  fetching: boolean;
  failed: boolean;
  onRetry: () => void;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** One page of cards, or a skeleton while the first page loads, a retry, or 暂无数据. */
export function CardList<T>({
  items,
  fetching,
  failed,
  onRetry,
  itemKey,
  renderItem,
}: CardListProps<T>) {
  if (!items) {
    if (!failed) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Result
        status="warning"
        title={ordersCopy.loadFailed}
        extra={<Button onClick={onRetry}>{commonCopy.retry}</Button>}
      />
    );
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
