import { Button, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { serviceOrderCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useAddServeRecord } from '../hooks/use-service-orders';

const CONTENT_MAX = 200;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface ServeFormValues {
  content: string;
  serveTime: Dayjs | null;
}

interface ServeDialogProps {
  orderId: number;
  open: boolean;
  onClose(): void;
}

/** 添加服务记录: what was done and when; a failure keeps what was typed. */
export function ServeDialog({ orderId, open, onClose }: ServeDialogProps) {
  const add = useAddServeRecord(orderId);

  // a double click or Enter pressed again while the record is being sent records it once
  const save = useSingleFlight(async ({ content, serveTime }: ServeFormValues) => {
    if (!serveTime) return;
    await saveThenClose(
      () =>
        add.mutateAsync({
          orderId,
          content: content.trim(),
          serveTime: serveTime.format(TIME_FORMAT),
        }),
      onClose,
    );
  });

  return (
    <Modal
      open={open}
      title={serviceOrderCopy.addServe}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<ServeFormValues>
        layout="vertical"
        disabled={save.pending}
        initialValues={{ content: '', serveTime: null }}
        onFinish={(values) => void save.run(values)}
      >
        <Form.Item
          name="content"
          label={serviceOrderCopy.serveContent}
          rules={[
            { required: true, whitespace: true, message: serviceOrderCopy.serveContentRequired },
          ]}
        >
          <Input.TextArea
            placeholder={serviceOrderCopy.serveContentPlaceholder}
            maxLength={CONTENT_MAX}
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item
          name="serveTime"
          label={serviceOrderCopy.serveTime}
          rules={[{ required: true, message: serviceOrderCopy.serveTimeRequired }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending} block>
          {serviceOrderCopy.submit}
        </Button>
      </Form>
    </Modal>
  );
}
