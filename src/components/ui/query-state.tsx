import { Button, Empty, Result, Skeleton, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { commonCopy } from '@/copy';
import { ApiError, isRefusal } from '@/lib/api-error';
import { useHoldReveal } from './reveal-when-loaded';
import './query-state.css';

/** What a screen reads of a query to show it. */
export type QueryLike<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isError' | 'isFetching' | 'refetch'
>;

interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Whether the server's answer is empty; only then is `empty` shown. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Stands in while loading; a paragraph skeleton by default. */
  loading?: ReactNode;
  /**
   * Shown when the server answered that it will not give this item (a business refusal such
   * as "does not exist"); a failed request still shows 加载失败 with 重试.
   */
  notFound?: ReactNode;
  /** 'block' for a page or card body, 'inline' for a line inside a widget or form. */
  size?: 'block' | 'inline';
}

/**
 * The one way a screen shows a query: loading, a failure with 重试, or the data (empty only
 * when the server said so). Data already shown stays when a later refetch fails.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
  notFound,
  size = 'block',
}: QueryStateProps<T>) {
  const held = useHoldReveal(query.data === undefined && query.isFetching);
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return empty ?? <Empty description={commonCopy.noData} />;
    return children(query.data);
  }
  if (query.isError && notFound !== undefined && isRefusal(query.error)) return notFound;
  if (query.isError) return <FailedQuery query={query} size={size} />;
  // out of sight until the answers are in: the loading shape would be drawn for nothing
  if (held) return null;
  if (loading !== undefined) return loading;
  return size === 'inline' ? (
    <Skeleton.Input active size="small" aria-label={commonCopy.loading} />
  ) : (
    <Skeleton active aria-label={commonCopy.loading} />
  );
}

/**
 * What a drop-down shows when it has no options to list: 加载中 while they load, the failure
 * with 重试 when they failed (never 暂无数据), and nothing, so antd's own empty text, only when
 * the server listed none.
 */
export function optionsStatus(query: QueryLike<unknown>): ReactNode {
  if (query.isError) return <FailedQuery query={query} size="inline" />;
  if (query.data === undefined && query.isFetching) {
    return (
      <span role="status" className="query-loading--inline">
        <Spin size="small" />
        <span>{commonCopy.loading}</span>
      </span>
    );
  }
  return undefined;
}

interface QueryFailureProps {
  error: unknown;
  retrying: boolean;
  onRetry(): void;
  size?: 'block' | 'inline';
}

const failureMessage = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : commonCopy.loadFailedHint;

/** 加载失败 with the reason and 重试; also for failures outside react-query. */
export function QueryFailure({ error, retrying, onRetry, size = 'block' }: QueryFailureProps) {
  const retry = (
    <Button size={size === 'inline' ? 'small' : 'middle'} loading={retrying} onClick={onRetry}>
      {commonCopy.retry}
    </Button>
  );
  if (size === 'inline') {
    return (
      <span role="alert" className="query-failure--inline">
        <span>{commonCopy.loadFailed}</span>
        <span>{failureMessage(error)}</span>
        {retry}
      </span>
    );
  }
  return (
    <Result
      role="alert"
      status="warning"
      title={commonCopy.loadFailed}
      subTitle={failureMessage(error)}
      extra={retry}
    />
  );
}

/** A failed query's 加载失败 and its reason; 重试 asks again, turning while it does. */
export function FailedQuery({
  query,
  size,
}: {
  query: Pick<QueryLike<unknown>, 'error' | 'isFetching' | 'refetch'>;
  size?: 'block' | 'inline';
}) {
  return (
    <QueryFailure
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      size={size}
    />
  );
}
