import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDetailParam, type DetailHistory } from '../use-detail-param';

/** The hook on a page reached from /before, at `url`, with the router to read the history. */
function renderAt(url: string, name?: string, history?: DetailHistory) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: ['/before', url],
    });
    return <RouterProvider router={router} />;
  };
  const rendered = renderHook(
    () => ({ ...useDetailParam(name, history), search: useLocation().search }),
    { wrapper },
  );
  const back = () => act(() => router?.navigate(-1));
  return { ...rendered, back, path: () => router?.state.location.pathname };
}

describe('useDetailParam', () => {
  it('reads the open row from the URL, and nothing from a missing or malformed id', () => {
    expect(renderAt('/list?page=2&id=7').result.current.id).toBe(7);
    expect(renderAt('/list?page=2').result.current.id).toBeUndefined();
    for (const raw of ['', '0', '-3', '1.5', 'abc']) {
      expect(renderAt(`/list?id=${raw}`).result.current.id).toBeUndefined();
    }
    expect(renderAt('/news?newId=4', 'newId').result.current.id).toBe(4);
  });

  it('opens and closes beside the list filters, replacing the entry: Back leaves the page', async () => {
    const { result, back, path } = renderAt('/list?page=2&keyword=a');

    act(() => result.current.open(5));
    expect(result.current.search).toBe('?page=2&keyword=a&id=5');
    expect(result.current.id).toBe(5);
    expect(result.current.linkTo(9)).toEqual({ to: '?page=2&keyword=a&id=9', replace: true });
    expect(result.current.linkTo()).toEqual({ to: '?page=2&keyword=a', replace: true });

    act(() => result.current.close());
    expect(result.current.search).toBe('?page=2&keyword=a');
    expect(result.current.id).toBeUndefined();

    await back();
    expect(path()).toBe('/before');
  });

  it('pushes a detail shown as a page of its own, which Back returns from', async () => {
    const { result, back, path } = renderAt('/list?page=2', 'id', 'push');

    act(() => result.current.open(5));
    expect(result.current.search).toBe('?page=2&id=5');
    expect(result.current.linkTo(5).replace).toBe(false);

    await back();
    expect(path()).toBe('/list');
    expect(result.current.search).toBe('?page=2');
    expect(result.current.id).toBeUndefined();
  });

  it('takes the list filters to a detail on a route of its own, and back to the list', async () => {
    const { result, back, path } = renderAt('/list?page=2&keyword=a', 'id', 'push');
    expect(result.current.linkTo(5, '/info')).toEqual({
      to: '/info?page=2&keyword=a&id=5',
      replace: false,
    });

    await act(() => result.current.goTo(5, '/info'));
    expect(path()).toBe('/info');
    expect(result.current.search).toBe('?page=2&keyword=a&id=5');
    expect(result.current.id).toBe(5);

    await act(() => result.current.goTo(undefined, '/list'));
    expect(path()).toBe('/list');
    expect(result.current.search).toBe('?page=2&keyword=a');

    await back();
    expect(path()).toBe('/info');
    expect(result.current.id).toBe(5);
  });

  it('leaves no empty query behind when the list has no filters', async () => {
    const { result, path } = renderAt('/info?id=5', 'id', 'push');
    await act(() => result.current.goTo(undefined, '/list'));
    expect(path()).toBe('/list');
    expect(result.current.search).toBe('');
  });
});
