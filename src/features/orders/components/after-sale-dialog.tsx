import { Form, Input, Radio, Typography } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { ordersCopy } from '@/copy';
import { afterSaleType } from '@/lib/enums/after-sale-type';
import { useEnterAfterSale } from '../hooks/use-order-mutations';
import { toAfterSaleBody, type AfterSaleValues } from '../utils/after-sale-form';
import type { OrderDialogProps } from './order-dialog-props';
import { requiredText } from '@/lib/form-rules';

const REASON_MAX = 100;
const DESCRIPTION_MAX = 500;

/** 申请售后 for a shipped or received order: type, a reason and an optional description. */
export function AfterSaleDialog({ order, onClose }: OrderDialogProps) {
  const enter = useEnterAfterSale();
  return (
    <FormDialog<AfterSaleValues>
      open
      title={ordersCopy.afterSaleTitle}
      onClose={onClose}
      onSubmit={(values) => enter.mutateAsync(toAfterSaleBody(order.orderId, values))}
      submitText={ordersCopy.submit}
      initialValues={{ afterType: 0 }}
      intro={
        <Typography.Paragraph type="secondary">
          {ordersCopy.field(ordersCopy.payCode, order.payCode)}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="afterType" label={ordersCopy.afterType}>
        <Radio.Group aria-label={ordersCopy.afterType} options={afterSaleType.options} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={ordersCopy.reason}
        rules={requiredText(ordersCopy.reasonRequired)}
      >
        <Input placeholder={ordersCopy.reasonPlaceholder} maxLength={REASON_MAX} />
      </Form.Item>
      <Form.Item name="description" label={ordersCopy.description}>
        <Input.TextArea
          placeholder={ordersCopy.descriptionPlaceholder}
          maxLength={DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
