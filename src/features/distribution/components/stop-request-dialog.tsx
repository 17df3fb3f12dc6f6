import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { distributionCopy } from '@/copy';
import { useRequestDistributionStop } from '../hooks/use-distribution';
import { requiredText, textCheck } from '@/lib/form-rules';

const REASON_MIN = 2;
const REASON_MAX = 200;

const isReasonLength = (reason: string): boolean => {
  const { length } = reason.trim();
  return length >= REASON_MIN && length <= REASON_MAX;
};

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
          ...requiredText(distributionCopy.reasonRequired),
          textCheck(isReasonLength, distributionCopy.reasonLength),
        ]}
      >
        <Input.TextArea rows={3} placeholder={distributionCopy.reasonPlaceholder} />
      </Form.Item>
    </FormDialog>
  );
}
