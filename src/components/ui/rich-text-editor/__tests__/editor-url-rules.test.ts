import { describe, expect, it } from 'vitest';
import { editorCopy } from '@/copy';
import { checkEditorImage, checkEditorLink, isAllowedEditorUrl } from '../editor-url-rules';

describe('isAllowedEditorUrl', () => {
  it.each([
    'https://example.com/a?b=1#c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    '/uploads/a.png',
    'uploads/a.png',
    '?page=2',
    '#section',
    '/division/news?division=2',
  ])('allows %s', (url) => {
    expect(isAllowedEditorUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@example.com',
    '//evil.example.com/a.png',
    '\\\\evil.example.com',
    '/\\evil.example.com',
    'https:evil.example.com',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isAllowedEditorUrl(url)).toBe(false);
  });
});

describe('wangEditor checks', () => {
  it('checkLink inserts safe links and explains a refusal', () => {
    expect(checkEditorLink('官网', 'https://example.com')).toBe(true);
    expect(checkEditorLink('点我', 'javascript:alert(1)')).toBe(editorCopy.unsafeLink);
  });

  it('checkImage needs a safe source and, when the image is a link, a safe target', () => {
    expect(checkEditorImage('/uploads/a.png')).toBe(true);
    expect(checkEditorImage('https://example.com/a.png', 'a', 'https://example.com')).toBe(true);
    expect(checkEditorImage('data:image/svg+xml,<svg onload=alert(1)>')).toBe(
      editorCopy.unsafeImage,
    );
    expect(checkEditorImage('/uploads/a.png', 'a', 'javascript:alert(1)')).toBe(
      editorCopy.unsafeImage,
    );
  });
});
