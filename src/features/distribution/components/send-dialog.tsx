import { Form, Input, Select, Typography } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { distributionCopy } from '@/copy';
import type { DistributionOrder } from '../api/distribution-schemas';
import { useSendDistributionOrder } from '../hooks/use-distribution';
import { EXPRESS_COMPANIES } from '@/lib/enums/distribution';
import { isTrackingNo } from '../utils/send-rules';
import { requiredChoice, requiredText, textCheck } from '@/lib/form-rules';

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

  const save = ({ expressCompany = '', trackingNo }: SendFormValues) =>
    order &&
    send.mutateAsync({
      distributionOrderId: order.distributionOrderId,
      expressCompany,
      trackingNo: trackingNo.trim(),
    });

  return (
    <FormDialog<SendFormValues>
      open={order !== null}
      title={distributionCopy.sendTitle}
      onClose={onClose}
      onSubmit={save}
      submitText={distributionCopy.confirmSend}
      initialValues={{ trackingNo: '' }}
      intro={
        order && (
          <Typography.Paragraph>
            {distributionCopy.sendOrder(order.payCode)}：{order.receiver} {order.address}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="expressCompany"
        label={distributionCopy.expressCompany}
        rules={requiredChoice(distributionCopy.expressRequired)}
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
          ...requiredText(distributionCopy.trackingRequired),
          textCheck(isTrackingNo, distributionCopy.trackingInvalid),
        ]}
      >
        <Input placeholder={distributionCopy.trackingPlaceholder} maxLength={30} />
      </Form.Item>
    </FormDialog>
  );
}
