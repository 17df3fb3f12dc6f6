import type { IDomEditor } from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import '@wangeditor/editor/dist/css/style.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editorCopy } from '@/copy';
import { destroyEditor } from './destroy-editor';
import { createEditorConfig } from './editor-config';
import { toolbarKeysFor } from './editor-toolbar';
import { DEFAULT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';
import { keepToolbarNamed } from './toolbar-names';
import './rich-text-editor.css';

/** Names the contenteditable area for assistive technology and for antd's label link. */
function labelEditable(editor: IDomEditor, label: string, id: string | undefined) {
  const editable = editor.getEditableContainer().querySelector('[contenteditable]');
  if (!editable) return;
  editable.setAttribute('role', 'textbox');
  editable.setAttribute('aria-multiline', 'true');
  editable.setAttribute('aria-label', label);
  if (id) editable.id = id;
}

/** The wangEditor-backed editor; loaded lazily by RichTextEditor, with its CSS. */
export function RichTextEditorImpl({
  value = '',
  onChange,
  'aria-label': ariaLabel = editorCopy.label,
  id,
  placeholder = editorCopy.placeholder,
  disabled = false,
  height = DEFAULT_EDITOR_HEIGHT,
  tools,
}: RichTextEditorProps) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // wangEditor keeps the callbacks it was created with; route them to the latest props.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const [editorConfig] = useState(() => createEditorConfig(placeholder));
  const toolbarConfig = useMemo(() => ({ toolbarKeys: toolbarKeysFor(tools) }), [tools]);

  useEffect(() => {
    if (!editor) return;
    labelEditable(editor, ariaLabel, id);
  }, [editor, ariaLabel, id]);

  useEffect(() => {
    if (!toolbarRef.current) return;
    return keepToolbarNamed(toolbarRef.current);
  }, []);

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);

  useEffect(
    () => () => {
      if (editor) destroyEditor(editor);
    },
    [editor],
  );

  return (
    <div className="rich-text-editor" data-disabled={disabled || undefined}>
      <div ref={toolbarRef}>
        <Toolbar
          editor={editor}
          defaultConfig={toolbarConfig}
          mode="default"
          className="rich-text-editor__toolbar"
        />
      </div>
      <Editor
        defaultConfig={editorConfig}
        value={value}
        onCreated={setEditor}
        onChange={(current) => onChangeRef.current?.(current.getHtml())}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
