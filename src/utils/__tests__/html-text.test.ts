import { describe, expect, it } from 'vitest';
import { htmlToText, isBlankHtml } from '../html-text';

describe('html text', () => {
  it('drops tags and decodes common entities', () => {
    expect(htmlToText('<p>你好 <strong>世界</strong></p><p>a &lt; b &amp;&nbsp;c</p>')).toBe(
      '你好 世界a < b & c',
    );
  });

  it.each(['', '<p><br></p>', '<p>&nbsp; </p>', '<p>\u00a0</p>', '<h1></h1><ul><li></li></ul>'])(
    'reads %j as blank',
    (html) => {
      expect(isBlankHtml(html)).toBe(true);
    },
  );

  it('reads text as not blank, and undefined as blank', () => {
    expect(isBlankHtml('<p><em>x</em></p>')).toBe(false);
    expect(isBlankHtml(undefined)).toBe(true);
  });
});
