import { Button, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificationCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import { createVarietyCertification } from '../api/certification-api';
import { supplyKeys } from '../api/supply-keys';

interface VarietyDialogProps {
  open: boolean;
  onClose(): void;
}

/** 新增品类认证: names the variety; it is then a draft whose documents are uploaded on its card. */
export function VarietyDialog({ open, onClose }: VarietyDialogProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createVarietyCertification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.all }),
  });
  const save = ({ varietyName }: { varietyName: string }) =>
    void saveThenClose(
      () => create.mutateAsync({ varietyName: varietyName.trim(), qualificationImgs: [] }),
      onClose,
    );
  return (
    <Modal
      open={open}
      title={certificationCopy.addVariety}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form name="new-variety" layout="vertical" disabled={create.isPending} onFinish={save}>
        <Form.Item
          name="varietyName"
          label={certificationCopy.varietyName}
          rules={[
            {
              required: true,
              whitespace: true,
              message: certificationCopy.required(certificationCopy.varietyName),
            },
          ]}
        >
          <Input placeholder={certificationCopy.varietyNamePlaceholder} maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} block>
          {certificationCopy.saveDraft}
        </Button>
      </Form>
    </Modal>
  );
}
