import type { EditorTool } from './editor-toolbar';

export interface RichTextEditorProps {
  /** The content as HTML; render it elsewhere only through SafeHtml. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area, e.g. the form field's label. */
  'aria-label'?: string;
  /** Set by antd Form.Item; put on the editing area. */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the editing area in pixels; wangEditor misplaces its pop-ups below 300. */
  height?: number;
  /** The tools shown; SPEC's default toolbar when omitted. */
  tools?: readonly EditorTool[];
}

export const DEFAULT_EDITOR_HEIGHT = 300;
