import { describe, expect, it } from 'vitest';
import { appPath } from '../app-path';

describe('a path of this app', () => {
  it('is kept, normalised, with its query and fragment', () => {
    expect(appPath('/shop/goods?id=3#top')).toBe('/shop/goods?id=3#top');
    expect(appPath('/shop/./list/../goods')).toBe('/shop/goods');
  });

  it.each([
    '',
    'shop/goods',
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    '/.//evil.example.com',
    '/%2e//evil.example.com',
    'javascript:alert(1)',
  ])('is not %j', (raw) => {
    expect(appPath(raw)).toBeNull();
  });
});
