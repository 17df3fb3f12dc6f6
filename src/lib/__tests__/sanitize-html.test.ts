import { describe, expect, it } from 'vitest';
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
});
