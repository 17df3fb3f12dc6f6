import { DatePicker, Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import type { Dayjs } from 'dayjs';
import { serviceOrderCopy } from '@/copy';
import { useAddServeRecord } from '../hooks/use-service-orders';
import { requiredChoice, requiredText } from '@/lib/form-rules';
import { CLOCK_MINUTE_FORMAT, MINUTE_FORMAT } from '@/utils/date-format';

const CONTENT_MAX = 200;

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

  const save = ({ content, serveTime }: ServeFormValues) =>
    serveTime &&
    add.mutateAsync({
      orderId,
      content: content.trim(),
      serveTime: serveTime.format(MINUTE_FORMAT),
    });

  return (
    <FormDialog<ServeFormValues>
      open={open}
      title={serviceOrderCopy.addServe}
      onClose={onClose}
      onSubmit={save}
      submitText={serviceOrderCopy.submit}
      initialValues={{ content: '', serveTime: null }}
    >
      <Form.Item
        name="content"
        label={serviceOrderCopy.serveContent}
        rules={requiredText(serviceOrderCopy.serveContentRequired)}
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
        rules={requiredChoice(serviceOrderCopy.serveTimeRequired)}
      >
        <DatePicker
          showTime={{ format: CLOCK_MINUTE_FORMAT }}
          format={MINUTE_FORMAT}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
}
