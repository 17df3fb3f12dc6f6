import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { certificationCopy } from '@/copy';
import { useCreateVarietyCertification } from '../hooks/use-certification';
import { requiredText } from '@/lib/form-rules';

interface VarietyDialogProps {
  open: boolean;
  onClose(): void;
}

/** 新增品类认证: names the variety; it is then a draft whose documents are uploaded on its card. */
export function VarietyDialog({ open, onClose }: VarietyDialogProps) {
  const create = useCreateVarietyCertification();
  return (
    <FormDialog<{ varietyName: string }>
      open={open}
      title={certificationCopy.addVariety}
      onClose={onClose}
      onSubmit={({ varietyName }) =>
        create.mutateAsync({ varietyName: varietyName.trim(), qualificationImgs: [] })
      }
      submitText={certificationCopy.saveDraft}
      name="new-variety"
    >
      <Form.Item
        name="varietyName"
        label={certificationCopy.varietyName}
        rules={requiredText(certificationCopy.required(certificationCopy.varietyName))}
      >
        <Input placeholder={certificationCopy.varietyNamePlaceholder} maxLength={30} />
      </Form.Item>
    </FormDialog>
  );
}
