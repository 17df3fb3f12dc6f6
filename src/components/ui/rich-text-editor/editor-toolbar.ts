import type { IToolbarConfig } from '@wangeditor/editor';
import { editorCopy } from '@/copy';

/** The tools of the editor's default toolbar, in SPEC order (section 5). */
export const EDITOR_TOOLS = [
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
] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

type ToolbarEntry = IToolbarConfig['toolbarKeys'][number];

// wangEditor's own picture icon, so the image group looks like its other buttons.
const IMAGE_ICON =
  '<svg viewBox="0 0 1024 1024"><path d="M959.877 128l0.123 0.123v767.775l-0.123 0.122H64.102l-0.122-0.122V128.123l0.122-0.123h895.775zM960 64H64C28.795 64 0 92.795 0 128v768c0 35.205 28.795 64 64 64h896c35.205 0 64-28.795 64-64V128c0-35.205-28.795-64-64-64zM832 288.01c0 53.023-42.988 96.01-96.01 96.01s-96.01-42.987-96.01-96.01S682.967 192 735.99 192 832 234.988 832 288.01zM896 832H128V704l224.01-384 256 320h64l224.01-192z"></path></svg>';

/** The wangEditor menus behind each tool. */
export const TOOL_MENUS: Record<EditorTool, readonly ToolbarEntry[]> = {
  heading: ['headerSelect'],
  bold: ['bold'],
  fontSize: ['fontSize'],
  fontName: ['fontFamily'],
  italic: ['italic'],
  underline: ['underline'],
  strikethrough: ['through'],
  textColour: ['color'],
  backgroundColour: ['bgColor'],
  link: ['insertLink'],
  list: ['bulletedList', 'numberedList'],
  justify: ['justifyLeft', 'justifyCenter', 'justifyRight'],
  quote: ['blockquote'],
  image: [
    {
      key: 'group-image',
      title: editorCopy.imageGroup,
      iconSvg: IMAGE_ICON,
      menuKeys: ['uploadImage', 'insertImage'],
    },
  ],
  table: ['insertTable'],
  code: ['codeBlock'],
  undo: ['undo'],
  redo: ['redo'],
};

/** Separators after these tools group the toolbar visually. */
const GROUP_ENDS: readonly EditorTool[] = ['heading', 'backgroundColour', 'quote', 'code'];

/** wangEditor toolbarKeys for the given tools (the SPEC default toolbar when omitted). */
export function toolbarKeysFor(tools: readonly EditorTool[] = EDITOR_TOOLS): ToolbarEntry[] {
  return tools.flatMap((tool) => [
    ...TOOL_MENUS[tool],
    ...(GROUP_ENDS.includes(tool) && tool !== tools[tools.length - 1] ? ['|'] : []),
  ]);
}
