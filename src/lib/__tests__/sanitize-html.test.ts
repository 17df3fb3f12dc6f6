// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../sanitize-html';

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload="alert(1)"></svg>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="javascript:alert(1)"></object>',
  '<body onload="alert(1)">',
  '<details open ontoggle="alert(1)">',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload).toLowerCase();
    expect(clean).not.toMatch(/<script|javascript:|\son\w+=|<iframe|<object|<form|data:/);
  });

  it('keeps ordinary formatting, safe links and images', () => {
    const html =
      '<h2>标题</h2><p><strong>加粗</strong> <a href="https://example.com" target="_blank">链接</a></p><img src="/images/a.png" alt="图">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<strong>加粗</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('src="/images/a.png"');
  });

  it('never hands event-handler attributes to the browser parser, which would report them', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const clean = sanitizeHtml(
      `<p title="a > b">正文</p><img src="/a.png" onerror="x()" alt='图'><p ONCLICK=x()>结束</p>`,
    );
    const parsed = parse.mock.calls.map(([html]) => html).join('');
    expect(parsed).toContain('正文');
    expect(parsed).not.toMatch(/onerror|onclick/i);
    expect(clean).toContain('src="/a.png"');
    expect(clean).toContain('结束');
  });
});

/** An image map whose one area carries the given attributes. */
const MAP_AREA = (attributes: string) =>
  `<map name="m"><area shape="rect" coords="0,0,10,10" href="https://a.example" alt="区域" ${attributes}></map>`;

describe('sanitizeHtml links and sources', () => {
  const parse = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(html);
    return box;
  };

  it.each([
    ['a link', '<a href="https://a.example" target="_BLANK" rel="opener">报告</a>', 'a'],
    ['an image-map area', MAP_AREA('target="_blank" rel="opener"'), 'area'],
  ])('cuts %s that opens a new tab off from this page', (_, html, selector) => {
    const opener = parse(html).querySelector(selector);
    expect(opener).toHaveAttribute('target', '_blank');
    expect(opener).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['report', '_top', '_parent'])(
    'drops target="%s": a link opens a new tab or stays in this one',
    (target) => {
      const box = parse(
        `<a href="https://a.example" target="${target}">报告</a>${MAP_AREA(`target="${target}"`)}`,
      );
      expect(box.querySelector('a')).not.toHaveAttribute('target');
      expect(box.querySelector('area')).not.toHaveAttribute('target');
    },
  );

  it('keeps a link that stays in this tab as it is', () => {
    const link = parse('<a href="/news/1" target="_self">详情</a>').querySelector('a');
    expect(link).toHaveAttribute('target', '_self');
  });

  it.each(['/\\evil.example/x', '//evil.example/x', '\\\\evil.example'])(
    'refuses %s, which browsers read as another host',
    (href) => {
      expect(parse(`<a href="${href}">x</a>`).querySelector('a')).not.toHaveAttribute('href');
      expect(parse(`<img src="${href}">`).querySelector('img')).not.toHaveAttribute('src');
    },
  );

  it('keeps a srcset of safe URLs and drops one with an unsafe candidate', () => {
    const safe = parse('<img src="/a.png" srcset="/a.png 1x, https://cdn.example/a@2x.png 2x">');
    expect(safe.querySelector('img')).toHaveAttribute('srcset');
    const unsafe = parse('<img src="/a.png" srcset="/a.png 1x, javascript:alert(1) 2x">');
    expect(unsafe.querySelector('img')).not.toHaveAttribute('srcset');
    const offsite = parse('<img src="/a.png" srcset="//evil.example/a.png 2x">');
    expect(offsite.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
