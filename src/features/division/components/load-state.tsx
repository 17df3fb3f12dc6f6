import { Button, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { commonCopy, divisionPageCopy } from '@/copy';

interface LoadStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
}

/** The data once loaded; a skeleton before, a retry when loading failed. */
export function LoadState<T>({ query, children }: LoadStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Result
      status="warning"
      title={divisionPageCopy.loadFailed}
      extra={<Button onClick={() => void query.refetch()}>{commonCopy.retry}</Button>}
    />
  );
}
