/**
 * True in a real browser page (dev server, mock build, Playwright); false in node and in
 * vitest, whose jsdom also defines `window`.
 */
export const inBrowserPage = (): boolean =>
  typeof window !== 'undefined' && import.meta.env.MODE !== 'test';
