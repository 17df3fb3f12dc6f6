import { Button, Form, Input } from 'antd';
import { ordersCopy } from '@/copy';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useAddAfterConsult } from '../hooks/use-order-mutations';
import { requiredText } from '@/lib/form-rules';

const CONTENT_MAX = 500;

interface ConsultValues {
  content: string;
}

/** Sends a message to the platform about an after-sales request; a failure keeps the text. */
export function ConsultForm({ afterId }: { afterId: number }) {
  const [form] = Form.useForm<ConsultValues>();
  const add = useAddAfterConsult();

  // The whitespace rule has refused an empty message before this runs.
  const send = useSingleFlight(async ({ content }: ConsultValues) => {
    try {
      await add.mutateAsync({ afterId, content: content.trim() });
      form.resetFields();
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return (
    <Form<ConsultValues>
      form={form}
      layout="vertical"
      initialValues={{ content: '' }}
      onFinish={(values) => void send.run(values)}
    >
      <Form.Item
        name="content"
        label={ordersCopy.consultInput}
        rules={requiredText(ordersCopy.consultEmpty)}
      >
        <Input.TextArea
          placeholder={ordersCopy.consultPlaceholder}
          maxLength={CONTENT_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.pending}>
        {ordersCopy.send}
      </Button>
    </Form>
  );
}
