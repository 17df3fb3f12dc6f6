import { describe, expect, it } from 'vitest';
import { toolbarKeysFor } from '../editor-toolbar';

const menuKeys = (entries: ReturnType<typeof toolbarKeysFor>) =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.menuKeys));

describe('editor toolbar', () => {
  // SPEC: heading, bold, font size, font name, italic, underline, strikethrough, text colour,
  // background colour, link, list, justify, quote, image, table, code, undo, redo
  it('shows the SPEC tools as wangEditor menus in SPEC order, with separators between groups', () => {
    expect(
      toolbarKeysFor().map((entry) => (typeof entry === 'string' ? entry : entry.key)),
    ).toEqual([
      'headerSelect',
      '|',
      'bold',
      'fontSize',
      'fontFamily',
      'italic',
      'underline',
      'through',
      'color',
      'bgColor',
      '|',
      'insertLink',
      'bulletedList',
      'numberedList',
      'justifyLeft',
      'justifyCenter',
      'justifyRight',
      'blockquote',
      '|',
      'group-image',
      'insertTable',
      'codeBlock',
      '|',
      'undo',
      'redo',
    ]);
  });

  it('offers image upload and image by URL, and nothing beyond the SPEC tools', () => {
    const keys = menuKeys(toolbarKeysFor());
    expect(keys).toContain('uploadImage');
    expect(keys).toContain('insertImage');
    for (const extra of ['insertVideo', 'emotion', 'fullScreen', 'todo', 'code', 'divider']) {
      expect(keys).not.toContain(extra);
    }
  });

  it('builds a smaller toolbar from a subset, with no trailing separator', () => {
    expect(toolbarKeysFor(['bold', 'link', 'code'])).toEqual(['bold', 'insertLink', 'codeBlock']);
    expect(toolbarKeysFor(['heading'])).toEqual(['headerSelect']);
  });
});
