import { describe, expect, it } from 'vitest';

const copyFiles = import.meta.glob<string>('/src/copy/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** `key: '文字',` on a line of its own: a piece of wording as a copy file writes it. */
const WORDING = /^\s+(?:[\w$]+|'[^']+'|-?\d+|\[[^\]]+\]): '([^'\n]+)',?$/gm;

describe('copy files', () => {
  it('write each piece of wording in one file only: a word several screens share is in terms.ts or common.ts', () => {
    const filesOf = new Map<string, Set<string>>();
    for (const [file, text] of Object.entries(copyFiles)) {
      for (const [, wording] of text.matchAll(WORDING)) {
        filesOf.set(wording, (filesOf.get(wording) ?? new Set()).add(file));
      }
    }
    expect(filesOf.size).toBeGreaterThan(500);
    const repeated = [...filesOf].filter(([, files]) => files.size > 1);
    expect(repeated.map(([wording, files]) => `${wording}: ${[...files].join(', ')}`)).toEqual([]);
  });
});
