import { fallbackPage } from '../fallback-page';

describe('fallbackPage', () => {
  it('falls back to the last page that still has rows', () => {
    expect(fallbackPage(2, 10, 10)).toBe(1);
    expect(fallbackPage(2, 11, 10)).toBeNull();
    expect(fallbackPage(3, 0, 10)).toBe(1);
    expect(fallbackPage(1, 0, 10)).toBeNull();
  });
});
