import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import { loadingQuery } from '@tests/query-stubs';
import { renderWithProviders } from '@tests/render';
import { FailedQuery } from '../query-state';

const failed = (fetching: boolean) => {
  const refetch = vi.fn();
  const query = {
    ...loadingQuery<string>(),
    isError: true,
    isFetching: fetching,
    error: new ApiError('http', '服务繁忙', null, 500),
    refetch,
  };
  return { query, refetch };
};

describe('FailedQuery', () => {
  it('says 加载失败 with the reason, and 重试 asks the query again', async () => {
    const user = userEvent.setup();
    const { query, refetch } = failed(false);
    renderWithProviders(<FailedQuery query={query} />);

    expect(screen.getByRole('alert')).toHaveTextContent(commonCopy.loadFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙');
    await user.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('turns 重试 while the query is asked again', () => {
    renderWithProviders(<FailedQuery query={failed(true).query} size="inline" />);

    expect(screen.getByRole('button', { name: /重试/ })).toHaveClass('ant-btn-loading');
  });
});
