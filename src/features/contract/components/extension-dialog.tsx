import { DatePicker, Descriptions, Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import dayjs from 'dayjs';
import { contractCopy } from '@/copy';
import { DAY_FORMAT, dayOf } from '@/utils/date-format';
import type { Contract } from '../api/contract-schemas';
import { useRequestExtension } from '../hooks/use-contracts';
import {
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
  return (
    <FormDialog<ExtensionFormValues>
      open={contract !== null}
      title={contractCopy.extendTitle}
      onClose={onClose}
      onSubmit={(values) => contract && request.mutateAsync(toExtensionBody(contract, values))}
      submitText={contractCopy.submit}
      initialValues={{ endDate: null, reason: '' }}
      intro={
        contract && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: contractCopy.contractName, children: contract.contractName },
              { key: 'endDate', label: contractCopy.currentEndDate, children: contract.endDate },
            ]}
          />
        )
      }
    >
      {contract && (
        <>
          <Form.Item
            name="endDate"
            label={contractCopy.newEndDate}
            rules={extensionRules(contract.endDate).endDate}
          >
            <DatePicker
              style={{ width: '100%' }}
              format={DAY_FORMAT}
              disabledDate={(day) => dayOf(day) <= contract.endDate}
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
        </>
      )}
    </FormDialog>
  );
}
