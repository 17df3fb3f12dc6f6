import { Button, Form } from 'antd';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import type { EditorTool } from '@/components/ui/rich-text-editor/editor-toolbar';
import { enquiryCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { requiredRichText } from '@/lib/form-rules';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useAddEnquiryMessage } from '../hooks/use-enquiries';

const FOLLOW_UP_TOOLS: readonly EditorTool[] = ['bold', 'italic', 'link', 'image', 'undo', 'redo'];

interface FollowUpValues {
  content: string;
}

/** 继续咨询: a further message; a failure keeps what was typed, a sent one clears the editor. */
export function FollowUpForm({ feedbackId }: { feedbackId: number }) {
  const [form] = Form.useForm<FollowUpValues>();
  const add = useAddEnquiryMessage();

  const send = useSingleFlight(async ({ content }: FollowUpValues) => {
    try {
      await add.mutateAsync({ feedbackId, content });
      getFeedback().toastSuccess(enquiryCopy.sent);
      form.resetFields();
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return (
    <Form<FollowUpValues>
      form={form}
      layout="vertical"
      initialValues={{ content: '' }}
      onFinish={(values) => void send.run(values)}
    >
      <Form.Item
        name="content"
        label={enquiryCopy.followUp}
        rules={[requiredRichText(enquiryCopy.followUpRequired)]}
      >
        <RichTextEditor
          aria-label={enquiryCopy.followUp}
          placeholder={enquiryCopy.followUpPlaceholder}
          tools={FOLLOW_UP_TOOLS}
          disabled={send.pending}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {enquiryCopy.send}
      </Button>
    </Form>
  );
}
