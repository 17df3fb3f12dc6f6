import { Button, Form, Input } from 'antd';
import { getFeedback } from '@/lib/feedback';
import { requiredRichText, requiredText } from '@/lib/form-rules';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { EditorTool } from './rich-text-editor/editor-toolbar';
import { RichTextField } from './rich-text-field';

interface ReplyValues {
  content: string;
}

export interface ReplyFormProps {
  /** The message box's label, also its accessible name. */
  label: string;
  placeholder: string;
  /** Said when the message is empty or only spaces; nothing is sent then. */
  requiredMessage: string;
  sendLabel: string;
  /** Sends the message: typed text trimmed, or the editor's HTML as it is. */
  onSend: (content: string) => Promise<unknown>;
  /** Said once the message is sent. */
  sentMessage?: string;
  /** A rich-text editor with these tools instead of a plain text box. */
  richText?: readonly EditorTool[];
  /** At most this many characters in the plain text box. */
  maxLength?: number;
}

/**
 * The message form of a conversation: one message sent at a time (a double click sends once),
 * the box and button busy while it goes; a sent message clears the box, a failure keeps what
 * was typed.
 */
export function ReplyForm({
  label,
  placeholder,
  requiredMessage,
  sendLabel,
  onSend,
  sentMessage,
  richText,
  maxLength,
}: ReplyFormProps) {
  const [form] = Form.useForm<ReplyValues>();

  // the rules have refused a message of spaces alone before this runs
  const send = useSingleFlight(async ({ content }: ReplyValues) => {
    try {
      await onSend(richText ? content : content.trim());
      if (sentMessage) getFeedback().toastSuccess(sentMessage);
      form.resetFields();
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return (
    <Form<ReplyValues>
      form={form}
      layout="vertical"
      initialValues={{ content: '' }}
      onFinish={(values) => void send.run(values)}
    >
      {richText ? (
        <RichTextField
          name="content"
          label={label}
          placeholder={placeholder}
          rules={[requiredRichText(requiredMessage)]}
          tools={richText}
          disabled={send.pending}
        />
      ) : (
        <Form.Item name="content" label={label} rules={requiredText(requiredMessage)}>
          <Input.TextArea
            placeholder={placeholder}
            maxLength={maxLength}
            autoSize={{ minRows: 2, maxRows: 5 }}
            disabled={send.pending}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {sendLabel}
      </Button>
    </Form>
  );
}
