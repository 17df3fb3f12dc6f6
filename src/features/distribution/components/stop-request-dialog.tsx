import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { distributionCopy } from '@/copy';
import { useRequestDistributionStop } from '../hooks/use-distribution';

interface StopFormValues {
  reason: string;
}

/** 申请停止配送中心 with the reason; the platform agrees or rejects it. */
export function StopRequestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const stop = useRequestDistributionStop();
  return (
    <FormDialog<StopFormValues>
      open={open}
      title={distributionCopy.stopTitle}
      onClose={onClose}
      onSubmit={({ reason }) => stop.mutateAsync({ reason: reason.trim() })}
      submitText={distributionCopy.submit}
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
    </FormDialog>
  );
}
