import { DomEditor, type IDomEditor } from '@wangeditor/editor';

interface PendingSelectionHandler {
  onDOMSelectionChange?: { cancel?: () => void };
}

/**
 * Destroys the editor, dropping first what wangEditor leaves pending: it handles the page's
 * selection changes 100 ms late and does not cancel that on destroy, so a selection change just
 * before closing an editor would throw "Can not get editor instance" once it is gone.
 */
export function destroyEditor(editor: IDomEditor): void {
  const textArea = DomEditor.getTextarea(editor) as unknown as PendingSelectionHandler;
  textArea.onDOMSelectionChange?.cancel?.();
  editor.destroy();
}
