// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../sanitize-html';

/**
 * HTML exactly as wangEditor 5.1.23's `editor.getHtml()` writes it, for the tools of our toolbar
 * (line height and indent arrive with pasted text).
 */
const EDITOR_OUTPUT = {
  styledText:
    '<p style="text-align: center;"><span style="color: rgb(225, 60, 57); background-color: rgb(255, 236, 61); font-size: 19px; font-family: 华文仿宋;"><u><em><strong>文字</strong></em></u></span></p>',
  quotedFont:
    '<p><span style="font-size: 12px; font-family: &quot;Times New Roman&quot;;">Times</span> 普通 <span style="background-color: rgb(255, 77, 79);">红底</span></p>',
  headings:
    '<h1>一级标题</h1><h2 style="text-align: right;"><s>二级标题</s></h2><h3><span style="color: rgb(19, 194, 194);">三级</span></h3><h4 style="text-align: center;">四级</h4><h5>五级</h5>',
  indentAndLineHeight:
    '<p style="text-indent: 2em; line-height: 1.5;">首行缩进，行高 1.5 的正文</p>',
  lists:
    '<ul><li><span style="color: rgb(9, 109, 217);">列表一</span></li><li>列表二</li></ul><ol><li>第一步</li><li>第二步</li></ol>',
  blockquote: '<blockquote>引用的话</blockquote>',
  link: '<p>见<a href="https://www.example.com/a" target="_blank">官网</a></p>',
  images:
    '<p><img src="/images/a.png" alt="产品图" data-href="" style="width: 50%;"/></p>' +
    '<p style="text-align: justify;"><img src="https://cdn.example.com/b.jpg" alt="" data-href="https://www.example.com" style="width: 320px;height: 240px;"></p>' +
    '<p><img src="/images/c.png" alt="c" data-href="" style=""/></p>',
  tables:
    '<table style="width: 100%;"><tbody><tr><th colSpan="1" rowSpan="1" width="auto">名称</th><th colSpan="1" rowSpan="1" width="auto"><strong>数量</strong></th></tr><tr><td colSpan="1" rowSpan="1" width="auto">打印纸</td><td colSpan="1" rowSpan="1" width="auto">10</td></tr></tbody></table>' +
    '<table style="width: auto;"><tbody><tr><td colSpan="1" rowSpan="1" width="120">甲</td></tr></tbody></table>',
  codeBlocks:
    '<pre><code class="language-javascript">const a = 1;</code></pre><pre><code >plain</code></pre><p><br></p>',
};

afterEach(() => document.body.replaceChildren());

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
};

/** The first element that `selector` finds in the sanitized `html`, attached to the page. */
const sanitizedElement = (html: string, selector: string) => {
  const element = parse(sanitizeHtml(html)).querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`sanitizing removed the ${selector}`);
  return element;
};

/** An element's tag and every declaration of its inline style, as the browser computes it. */
const tagAndStyles = (element: HTMLElement) => {
  const computed = getComputedStyle(element);
  return {
    tag: element.tagName,
    styles: Object.fromEntries(
      Array.from(element.style, (property) => [property, computed.getPropertyValue(property)]),
    ),
  };
};

describe('sanitizeHtml keeps what the editor writes', () => {
  it.each(Object.entries(EDITOR_OUTPUT))('%s: same elements, text and styles', (_, html) => {
    const written = parse(html);
    const shown = parse(sanitizeHtml(html));

    expect(shown.textContent).toBe(written.textContent);
    expect([...shown.querySelectorAll<HTMLElement>('*')].map(tagAndStyles)).toEqual(
      [...written.querySelectorAll<HTMLElement>('*')].map(tagAndStyles),
    );
  });

  it('keeps the colour of a background shorthand and drops its image', () => {
    const span = sanitizedElement(
      '<span style="background: url(https://evil.example/t.png) red">字</span>',
      'span',
    );
    expect(span.style.backgroundColor).toBe('red');
    expect(span.getAttribute('style')).not.toContain('url(');
  });
});

describe('sanitizeHtml keeps stored HTML from covering or restyling the page', () => {
  it('drops positioning, so a link cannot cover the whole app', () => {
    const link = sanitizedElement(
      '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:99999">会话已过期，请点击重新登录</a>',
      'a',
    );
    expect(link).toHaveTextContent('会话已过期，请点击重新登录');
    expect(link).not.toHaveAttribute('style');
  });

  it.each([
    ['display', 'display: none'],
    ['opacity', 'opacity: 0'],
    ['transform', 'transform: translateY(-100vh)'],
    ['margin', 'margin-top: -500px'],
  ])('drops %s, which the editor never writes', (_, style) => {
    expect(sanitizedElement(`<p style="${style}">正文</p>`, 'p')).not.toHaveAttribute('style');
  });

  it("drops class and id, so content cannot borrow the app's modal look or its ids", () => {
    const mask = sanitizedElement(
      '<div class="ant-modal-root ant-modal-mask" id="root">会话已过期</div>',
      'div',
    );
    expect(mask).not.toHaveAttribute('class');
    expect(mask).not.toHaveAttribute('id');
  });

  it.each([
    ['a CSS-escaped url()', 'background-image: u\\72l(https://evil.example/t.png)'],
    ['image-set()', 'background-image: image-set(&quot;https://evil.example/t.png&quot; 1x)'],
    ['url() in an allowed property', 'font-family: url(https://evil.example/t.png)'],
  ])('loads nothing through %s', (_, style) => {
    const paragraph = sanitizedElement(`<p style="${style}">正文</p>`, 'p');
    expect(paragraph.getAttribute('style') ?? '').not.toMatch(/\\|url|image-set/i);
  });

  it.each([
    ['var()', 'color: var(--ant-color-primary)'],
    ['an escape kept after parsing', 'font-family: &quot;a\\&quot;b&quot;'],
  ])('drops a value with %s and keeps the plain declarations beside it', (_, style) => {
    const span = sanitizedElement(`<span style="${style}; font-size: 19px">字</span>`, 'span');
    expect(span.getAttribute('style')).toBe('font-size: 19px;');
  });
});
