import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlParam } from '../use-url-param';

const readAt = (url: string, name: string) =>
  renderHook(() => useUrlParam(name), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe('useUrlParam', () => {
  it('reads one parameter as written, decoded but not trimmed, and null when absent', () => {
    expect(readAt('/login?redirect=%2Fmember%2Fmy_ask%3Fid%3D3&mode=x', 'redirect')).toBe(
      '/member/my_ask?id=3',
    );
    expect(readAt('/agreement?name=%20a%20', 'name')).toBe(' a ');
    expect(readAt('/agreement?name=', 'name')).toBe('');
    expect(readAt('/agreement', 'name')).toBeNull();
  });
});
