import { DatePicker, Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { contractCopy } from '@/copy';
import { DAY_FORMAT } from '@/utils/date-format';
import { useRequestNewContract } from '../hooks/use-contracts';
import {
  NAME_MAX,
  newContractRules,
  TEXT_MAX,
  toNewContractBody,
  type NewContractFormValues,
} from '../utils/contract-form';

export interface NewContractDialogProps {
  open: boolean;
  onClose(): void;
}

/** 申请新合同: name, party, period and a note; the request is listed as 新签审核中. */
export function NewContractDialog({ open, onClose }: NewContractDialogProps) {
  const request = useRequestNewContract();
  return (
    <FormDialog<NewContractFormValues>
      open={open}
      title={contractCopy.newContractTitle}
      onClose={onClose}
      onSubmit={(values) => request.mutateAsync(toNewContractBody(values))}
      submitText={contractCopy.submit}
      initialValues={{ contractName: '', party: '', period: null, remark: '' }}
    >
      <Form.Item
        name="contractName"
        label={contractCopy.contractName}
        rules={newContractRules.contractName}
      >
        <Input placeholder={contractCopy.namePlaceholder} maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="party" label={contractCopy.party} rules={newContractRules.party}>
        <Input placeholder={contractCopy.partyPlaceholder} maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="period" label={contractCopy.period} rules={newContractRules.period}>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          format={DAY_FORMAT}
          placeholder={[contractCopy.startDate, contractCopy.endDate]}
        />
      </Form.Item>
      <Form.Item name="remark" label={contractCopy.description}>
        <Input.TextArea
          placeholder={contractCopy.descriptionPlaceholder}
          maxLength={TEXT_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
