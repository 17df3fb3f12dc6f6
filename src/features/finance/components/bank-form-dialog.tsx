import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { bankCopy } from '@/copy';
import { groupBankNumber } from '@/utils/bank';
import { requiredText, textCheck } from '@/lib/form-rules';
import type { UserBank } from '../api/finance-types';
import { useCreateBank, useUpdateBank } from '../hooks/use-banks';
import { isBankNumber, toBankInput, type BankFormValues } from '../utils/bank-input';

export interface BankFormDialogProps {
  open: boolean;
  onClose(): void;
  /** The account being edited; without it the dialog adds a new one. */
  editing?: UserBank;
}

/**
 * 新增银行账户 or 编辑银行账户. The number is grouped in fours while typing (full-width digits
 * read as digits); a failure keeps the dialog open with what was typed.
 */
export function BankFormDialog({ open, onClose, editing }: BankFormDialogProps) {
  const create = useCreateBank();
  const update = useUpdateBank();

  const save = (values: BankFormValues) => {
    const body = toBankInput(values);
    return editing
      ? update.mutateAsync({ ...body, userBankId: editing.userBankId })
      : create.mutateAsync(body);
  };

  return (
    <FormDialog<BankFormValues>
      open={open}
      title={editing ? bankCopy.editTitle : bankCopy.add}
      onClose={onClose}
      onSubmit={save}
      submitText={bankCopy.save}
      initialValues={
        editing
          ? { ...editing, userBankNo: groupBankNumber(editing.userBankNo) }
          : { userBank: '', userBankUserName: '', userBankNo: '' }
      }
    >
      <Form.Item
        name="userBank"
        label={bankCopy.bank}
        rules={requiredText(bankCopy.bankPlaceholder)}
      >
        <Input placeholder={bankCopy.bankPlaceholder} maxLength={50} />
      </Form.Item>
      <Form.Item
        name="userBankUserName"
        label={bankCopy.holder}
        rules={requiredText(bankCopy.holderPlaceholder)}
      >
        <Input placeholder={bankCopy.holderPlaceholder} maxLength={50} />
      </Form.Item>
      <Form.Item
        name="userBankNo"
        label={bankCopy.number}
        normalize={(input: string) => groupBankNumber(input)}
        rules={[
          ...requiredText(bankCopy.numberPlaceholder),
          textCheck(isBankNumber, bankCopy.numberInvalid),
        ]}
      >
        <Input placeholder={bankCopy.numberPlaceholder} inputMode="numeric" maxLength={23} />
      </Form.Item>
    </FormDialog>
  );
}
