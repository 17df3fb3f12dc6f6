import { Button, DatePicker, Descriptions, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { contractCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import type { Contract } from '../api/contract-types';
import { useRequestExtension } from '../hooks/use-contracts';
import {
  DAY_FORMAT,
  extensionRules,
  TEXT_MAX,
  toExtensionBody,
  type ExtensionFormValues,
} from '../utils/contract-form';

export interface ExtensionDialogProps {
  /** The contract to extend; the dialog is open while it is set. */
  contract: Contract | null;
  onClose(): void;
}

/** 申请续签: a new end date after the current one and a reason; a failure keeps both. */
export function ExtensionDialog({ contract, onClose }: ExtensionDialogProps) {
  const request = useRequestExtension();

  const save = (values: ExtensionFormValues) => {
    if (!contract) return;
    void saveThenClose(() => request.mutateAsync(toExtensionBody(contract, values)), onClose);
  };

  return (
    <Modal
      open={contract !== null}
      title={contractCopy.extendTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {contract && (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: contractCopy.contractName, children: contract.contractName },
              { key: 'endDate', label: contractCopy.currentEndDate, children: contract.endDate },
            ]}
          />
          <Form<ExtensionFormValues>
            layout="vertical"
            disabled={request.isPending}
            initialValues={{ endDate: null, reason: '' }}
            onFinish={save}
          >
            <Form.Item
              name="endDate"
              label={contractCopy.newEndDate}
              rules={extensionRules(contract.endDate).endDate}
            >
              <DatePicker
                style={{ width: '100%' }}
                format={DAY_FORMAT}
                disabledDate={(day) => day.format(DAY_FORMAT) <= contract.endDate}
                defaultPickerValue={dayjs(contract.endDate).add(1, 'year')}
              />
            </Form.Item>
            <Form.Item
              name="reason"
              label={contractCopy.reason}
              rules={extensionRules(contract.endDate).reason}
            >
              <Input.TextArea
                placeholder={contractCopy.reasonPlaceholder}
                maxLength={TEXT_MAX}
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={request.isPending} block>
              {contractCopy.submit}
            </Button>
          </Form>
        </>
      )}
    </Modal>
  );
}
