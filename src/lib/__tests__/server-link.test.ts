import { describe, expect, it } from 'vitest';
import { readServerLink } from '../server-link';

const OWN = 'https://members.example.com';
const read = (raw: string) => readServerLink(raw, OWN);

describe('a link the server sent', () => {
  it('is a path of the app when it is one, or a URL of the app’s own origin', () => {
    expect(read('/storage')).toEqual({ kind: 'app', to: '/storage' });
    expect(read(' /document/1?from=banner#top ')).toEqual({
      kind: 'app',
      to: '/document/1?from=banner#top',
    });
    expect(read(`${OWN}/document_list/2`)).toEqual({ kind: 'app', to: '/document_list/2' });
  });

  it('is an external page when it is an http(s) URL of another origin', () => {
    expect(read('https://news.example.org/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://news.example.org/a?b=1',
    });
    expect(read('http://members.example.com/storage')).toEqual({
      kind: 'external',
      href: 'http://members.example.com/storage',
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    '/.//evil.example.com',
    '\\\\evil.example.com',
    `${OWN}//evil.example.com`,
    'storage',
    '',
  ])('is no link at all for %j', (raw) => {
    expect(read(raw)).toEqual({ kind: 'none' });
  });
});
