import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { editorCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import { DEFAULT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';

const RichTextEditorImpl = lazy(
  timedChunk(() =>
    import('./rich-text-editor-impl').then(({ RichTextEditorImpl }) => ({
      default: RichTextEditorImpl,
    })),
  ),
);

/**
 * A rich-text editor field (value: HTML, onChange: HTML), usable inside antd Form.Item.
 * wangEditor and its styles load only when an editor is first shown.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = (props.height ?? DEFAULT_EDITOR_HEIGHT) + 40;
  return (
    <Suspense
      fallback={
        <div
          style={{ minHeight: height, border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}
          role="status"
          aria-label={editorCopy.loading}
        >
          <Skeleton active />
        </div>
      }
    >
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps } from './rich-text-editor-props';
