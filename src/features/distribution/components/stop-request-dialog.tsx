import { Button, Form, Input, Modal } from 'antd';
import { distributionCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import { useRequestDistributionStop } from '../hooks/use-distribution';

interface StopFormValues {
  reason: string;
}

/** 申请停止配送中心 with the reason; the platform agrees or rejects it. */
export function StopRequestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const stop = useRequestDistributionStop();
  return (
    <Modal
      open={open}
      title={distributionCopy.stopTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<StopFormValues>
        layout="vertical"
        disabled={stop.isPending}
        onFinish={({ reason }) =>
          void saveThenClose(() => stop.mutateAsync({ reason: reason.trim() }), onClose)
        }
      >
        <Form.Item
          name="reason"
          label={distributionCopy.reason}
          rules={[
            { required: true, whitespace: true, message: distributionCopy.reasonRequired },
            {
              validator: (_, value: string | undefined) => {
                const length = value?.trim().length ?? 0;
                return length === 0 || (length >= 2 && length <= 200)
                  ? Promise.resolve()
                  : Promise.reject(new Error(distributionCopy.reasonLength));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder={distributionCopy.reasonPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={stop.isPending} block>
          {distributionCopy.submit}
        </Button>
      </Form>
    </Modal>
  );
}
