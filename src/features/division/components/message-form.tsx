import { Button, Form, Input } from 'antd';
import { toHalfWidth } from '@/utils/half-width';
import { commonCopy, divisionPageCopy } from '@/copy';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useLeaveDivisionMessage } from '../hooks/use-division-messages';
import {
  EMPTY_MESSAGE,
  messageRules,
  NAME_MAX,
  toMessageBody,
  type MessageFormValues,
} from '../utils/message-form';

const copy = divisionPageCopy.message;

/** 在线留言: a failed send keeps what was typed; a sent message clears the form. */
export function MessageForm() {
  const [form] = Form.useForm<MessageFormValues>();
  const leave = useLeaveDivisionMessage();

  const submit = useSingleFlight(async (values: MessageFormValues) => {
    try {
      await leave.mutateAsync(toMessageBody(values));
      getFeedback().toastSuccess(commonCopy.operationSuccess);
      form.resetFields();
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return (
    <Form<MessageFormValues>
      form={form}
      name="division-message"
      layout="vertical"
      initialValues={EMPTY_MESSAGE}
      onFinish={(values) => void submit.run(values)}
    >
      <Form.Item name="name" label={copy.name} rules={messageRules.name}>
        <Input placeholder={copy.namePlaceholder} maxLength={NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={copy.phone} rules={messageRules.phone} normalize={toHalfWidth}>
        <Input placeholder={copy.phonePlaceholder} maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label={copy.email} rules={messageRules.email}>
        <Input placeholder={copy.emailPlaceholder} autoComplete="email" />
      </Form.Item>
      <Form.Item name="content" label={copy.content} rules={messageRules.content} required>
        <RichTextEditor
          aria-label={copy.content}
          placeholder={copy.contentPlaceholder}
          disabled={submit.pending}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.pending}>
        {copy.submit}
      </Button>
    </Form>
  );
}
