import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loginHrefFor, safeReturnTo } from '../return-to';

const ORIGINS = ['https://members.example.cn', 'http://localhost:5173'];

/** What a return path is made to lie with: slashes, dot segments, blanks, escapes, schemes. */
const slash = fc.constantFrom('/', '//', '\\', '%2f', '%2F', '%5c', '%5C');
const dot = fc.constantFrom('.', '..', '%2e', '%2E', '.%2e');
const blank = fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u3000');
const word = fc.constantFrom(
  'evil.example',
  'app.invalid',
  'login',
  'LOGIN',
  '%6Cogin',
  'member',
  '首页',
  '@',
  ':',
  '?',
  '#',
  '%',
  '%25',
  '%E0',
);
const scheme = fc.constantFrom('https:', 'http:', 'HTTP:', 'javascript:');
const segment = fc
  .tuple(slash, fc.oneof(dot, word, blank, fc.constant('')))
  .map(([before, name]) => `${before}${name}`);
const lyingPath = fc
  .tuple(fc.option(scheme, { freq: 4 }), fc.array(segment, { maxLength: 6 }))
  .map(([head, segments]) => `${head ?? ''}${segments.join('')}`);
const anyInput = fc.oneof(lyingPath, fc.string(), fc.webUrl(), fc.webPath());

const appPath = fc
  .array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 4 })
  .filter((segments) => segments[0] !== 'login')
  .map((segments) => `/${segments.join('/')}`);

describe('return after login', () => {
  it('accepts a path of this app, query included', () => {
    expect(safeReturnTo('/member/water_order?type=water_order')).toBe(
      '/member/water_order?type=water_order',
    );
  });

  it('returns the path normalised', () => {
    expect(safeReturnTo('/member/./x/../water_order?q=a b#中')).toBe(
      '/member/water_order?q=a%20b#%E4%B8%AD',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    ' //evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\t/',
    '/\n/',
    'javascript:alert(1)',
    'https://',
    '/login?redirect=/home',
  ])('refuses %j, without throwing', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/.%2e//evil.example/x',
    '/x/..//evil.example/x',
    '/./\\evil.example/x',
    '/%2F%2Fevil.example/x',
    '/%5C/evil.example/x',
  ])('refuses %j, which names another host once parsed or decoded', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it.each(['/LOGIN', '/login/', '/%6Cogin', '/x/../login'])('refuses %j, the login page', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it('refuses a path whose escapes do not decode', () => {
    expect(safeReturnTo('/member/%E0')).toBeNull();
  });

  it('returns either nothing or a path that stays on whichever origin reads it', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const returnTo = safeReturnTo(raw);
        if (returnTo === null) return;
        expect(returnTo).toMatch(/^\/(?![\\/])/);
        expect(safeReturnTo(returnTo)).toBe(returnTo);
        for (const origin of ORIGINS) expect(new URL(returnTo, origin).origin).toBe(origin);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never returns the login page, however it is spelt', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const returnTo = safeReturnTo(raw);
        if (returnTo === null) return;
        const { pathname } = new URL(returnTo, ORIGINS[0]);
        const page = decodeURIComponent(pathname).replace(/\/+$/, '').toLowerCase();
        expect(page).not.toBe(paths.login);
      }),
      { numRuns: 2_000 },
    );
  });

  it('returns a plain path of this app as it is', () => {
    fc.assert(
      fc.property(appPath, (path) => {
        expect(safeReturnTo(path)).toBe(path);
      }),
    );
  });

  it('sends a visitor to /login remembering the page, but not for / itself', () => {
    expect(loginHrefFor(new URL('http://app.example/storage_detail?id=3'))).toBe(
      '/login?redirect=%2Fstorage_detail%3Fid%3D3',
    );
    expect(loginHrefFor(new URL('http://app.example/'))).toBe('/login');
    expect(loginHrefFor(new URL('http://app.example//evil.example/x'))).toBe('/login');
  });
});
