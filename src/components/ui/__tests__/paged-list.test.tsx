import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, pagerCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import { answeredQuery, loadingQuery } from '@tests/query-stubs';
import { renderWithProviders } from '@tests/render';
import { PagedList, type PagedQuery } from '../paged-list';

interface Note {
  id: number;
  text: string;
}

const loading: PagedQuery<Note> = loadingQuery();

const answered = (list: Note[], total = list.length): PagedQuery<Note> =>
  answeredQuery({ list, total });

const notes = (query: PagedQuery<Note>, onPageChange = vi.fn()) => (
  <PagedList<Note> query={query} emptyText="暂无笔记" page={1} onPageChange={onPageChange}>
    {(items) => (
      <ul aria-label="笔记">
        {items.map((note) => (
          <li key={note.id}>{note.text}</li>
        ))}
      </ul>
    )}
  </PagedList>
);

describe('PagedList', () => {
  it('holds the place of the first page while it loads, saying neither empty nor a pager', () => {
    renderWithProviders(notes(loading));

    expect(screen.getByRole('status', { name: commonCopy.loading })).toBeInTheDocument();
    expect(screen.queryByText('暂无笔记')).toBeNull();
    expect(screen.queryByRole('list', { name: '笔记' })).toBeNull();
    expect(screen.queryByRole('button', { name: pagerCopy.next })).toBeNull();
  });

  it('shows a failed page as 加载失败 with its reason and 重试, never as empty', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      notes({
        ...loading,
        isFetching: false,
        isError: true,
        error: new ApiError('http', '服务繁忙', null, 500),
        refetch,
      }),
    );

    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent(commonCopy.loadFailed);
    expect(failure).toHaveTextContent('服务繁忙');
    expect(screen.queryByText('暂无笔记')).toBeNull();
    expect(screen.queryByText(commonCopy.noData)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the empty text only when the server answered an empty page, without a pager', () => {
    renderWithProviders(notes(answered([])));

    expect(screen.getByText('暂无笔记')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '笔记' })).toBeNull();
    expect(screen.queryByText(pagerCopy.total(0))).toBeNull();
  });

  it('draws the page of items with the pager, which asks for another page', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(notes(answered([{ id: 1, text: '第一条' }], 25), onPageChange));

    expect(screen.getByRole('list', { name: '笔记' })).toHaveTextContent('第一条');
    expect(screen.getByText(pagerCopy.total(25))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: pagerCopy.next }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps the previous page in sight, marked busy, while the next one loads', () => {
    renderWithProviders(
      notes({
        ...answered([{ id: 1, text: '第一条' }], 25),
        isFetching: true,
        isPlaceholderData: true,
      }),
    );

    expect(screen.getByRole('list', { name: '笔记' })).toHaveTextContent('第一条');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
