import { describe, expect, it } from 'vitest';
import { absolutizeMediaUrls } from '../media-urls';

const ORIGIN = 'http://127.0.0.1:4180';

describe('absolutizeMediaUrls', () => {
  it('makes root-relative media paths absolute, in nested values', () => {
    expect(
      absolutizeMediaUrls(
        { list: [{ goodImg: '/goods/food-1.svg', price: 100, note: null }], pdf: '/docs/a.pdf' },
        ORIGIN,
      ),
    ).toEqual({
      list: [{ goodImg: `${ORIGIN}/goods/food-1.svg`, price: 100, note: null }],
      pdf: `${ORIGIN}/docs/a.pdf`,
    });
  });

  it('rewrites media paths inside HTML, plain and URL-encoded', () => {
    const html =
      '<p><img src="/portal/gallery/picture-1.svg"><video poster=\'/portal/posters/p.svg\'></video>' +
      '<a href="/pdfPreview?url=%2Fdocs%2Fmember-handbook.pdf">手册</a></p>';
    expect(absolutizeMediaUrls(html, ORIGIN)).toBe(
      `<p><img src="${ORIGIN}/portal/gallery/picture-1.svg"><video poster='${ORIGIN}/portal/posters/p.svg'></video>` +
        `<a href="/pdfPreview?url=${encodeURIComponent(`${ORIGIN}/docs/member-handbook.pdf`)}">手册</a></p>`,
    );
  });

  it('leaves app routes, absolute URLs and other paths alone', () => {
    const untouched = [
      '/division?division=2',
      '<a href="/division">事业部</a>',
      'https://cdn.example/goods/food-1.svg',
      `${ORIGIN}/uploads/a.png`,
      '/storage',
      'goods/food-1.svg',
    ];
    expect(absolutizeMediaUrls(untouched, ORIGIN)).toEqual(untouched);
  });
});
