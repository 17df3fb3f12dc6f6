import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { EditorTool } from './rich-text-editor/editor-toolbar';
import { RichTextEditor } from './rich-text-editor/rich-text-editor';

export interface RichTextFieldProps {
  name: string;
  /** The field's label, also the editing area's accessible name. */
  label: string;
  placeholder: string;
  rules?: Rule[];
  /** Marks the field required when its rules are a validator alone. */
  required?: boolean;
  /** Locks the editor while its form is sending: the form's own `disabled` does not reach it. */
  disabled?: boolean;
  /** The tools shown; SPEC's default toolbar when omitted. */
  tools?: readonly EditorTool[];
}

/** A form field written in the rich-text editor, named by its label. */
export function RichTextField({
  name,
  label,
  placeholder,
  rules,
  required,
  disabled,
  tools,
}: RichTextFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} required={required}>
      <RichTextEditor
        aria-label={label}
        placeholder={placeholder}
        disabled={disabled}
        tools={tools}
      />
    </Form.Item>
  );
}
