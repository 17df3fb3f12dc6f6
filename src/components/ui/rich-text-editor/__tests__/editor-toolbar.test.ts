import { describe, expect, it } from 'vitest';
import { EDITOR_TOOLS, toolbarKeysFor } from '../editor-toolbar';

const menuKeys = (entries: ReturnType<typeof toolbarKeysFor>) =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.menuKeys));

describe('editor toolbar', () => {
  it('lists exactly the SPEC tools, in SPEC order', () => {
    expect(EDITOR_TOOLS).toEqual([
      'heading',
      'bold',
      'fontSize',
      'fontName',
      'italic',
      'underline',
      'strikethrough',
      'textColour',
      'backgroundColour',
      'link',
      'list',
      'justify',
      'quote',
      'image',
      'table',
      'code',
      'undo',
      'redo',
    ]);
  });

  it('maps them to wangEditor menus in the same order, with separators between groups', () => {
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
