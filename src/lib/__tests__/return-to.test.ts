import { describe, expect, it } from 'vitest';
import { loginHrefFor, safeReturnTo } from '../return-to';

describe('return after login', () => {
  it('accepts a path of this app, query included', () => {
    expect(safeReturnTo('/member/water_order?type=water_order')).toBe(
      '/member/water_order?type=water_order',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    '/login?redirect=/home',
  ])('refuses %s', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it('sends a visitor to /login remembering the page, but not for / itself', () => {
    expect(loginHrefFor(new URL('http://app.example/storage_detail?id=3'))).toBe(
      '/login?redirect=%2Fstorage_detail%3Fid%3D3',
    );
    expect(loginHrefFor(new URL('http://app.example/'))).toBe('/login');
  });
});
