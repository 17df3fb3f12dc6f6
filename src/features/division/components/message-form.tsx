import { Button, Form, Input } from 'antd';
import { toHalfWidth } from '@/utils/half-width';
import { divisionPageCopy } from '@/copy';
import { RichTextField } from '@/components/ui/rich-text-field';
import { useSubmission } from '@/lib/use-submission';
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

  const submit = useSubmission(
    (values: MessageFormValues) => leave.mutateAsync(toMessageBody(values)),
    () => form.resetFields(),
  );

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
      <RichTextField
        name="content"
        label={copy.content}
        placeholder={copy.contentPlaceholder}
        rules={messageRules.content}
        required
        disabled={submit.pending}
      />
      <Button type="primary" htmlType="submit" loading={submit.pending}>
        {copy.submit}
      </Button>
    </Form>
  );
}
