import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { distributionCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import type { DistributionOrder } from '../api/distribution-types';
import { useSendDistributionOrder } from '../hooks/use-distribution';
import { EXPRESS_COMPANIES, isTrackingNo } from '../utils/send-rules';

interface SendFormValues {
  expressCompany?: string;
  trackingNo: string;
}

/** 订单发货: the parcel's company and tracking number; a failure keeps what was typed. */
export function SendDialog({
  order,
  onClose,
}: {
  order: DistributionOrder | null;
  onClose(): void;
}) {
  const send = useSendDistributionOrder();

  const save = ({ expressCompany = '', trackingNo }: SendFormValues) => {
    if (!order) return;
    return saveThenClose(
      () =>
        send.mutateAsync({
          distributionOrderId: order.distributionOrderId,
          expressCompany,
          trackingNo: trackingNo.trim(),
        }),
      onClose,
    );
  };

  return (
    <Modal
      open={order !== null}
      title={distributionCopy.sendTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {order && (
        <Typography.Paragraph>
          {distributionCopy.sendOrder(order.payCode)}：{order.receiver} {order.address}
        </Typography.Paragraph>
      )}
      <Form<SendFormValues>
        layout="vertical"
        disabled={send.isPending}
        initialValues={{ trackingNo: '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="expressCompany"
          label={distributionCopy.expressCompany}
          rules={[{ required: true, message: distributionCopy.expressRequired }]}
        >
          <Select
            placeholder={distributionCopy.expressPlaceholder}
            options={EXPRESS_COMPANIES.map((company) => ({ value: company, label: company }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={distributionCopy.trackingNo}
          rules={[
            { required: true, whitespace: true, message: distributionCopy.trackingRequired },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isTrackingNo(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(distributionCopy.trackingInvalid)),
            },
          ]}
        >
          <Input placeholder={distributionCopy.trackingPlaceholder} maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} block>
          {distributionCopy.confirmSend}
        </Button>
      </Form>
    </Modal>
  );
}
