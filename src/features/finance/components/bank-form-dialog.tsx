import { FormDialog } from '@/components/ui/form-dialog';
import { bankCopy } from '@/copy';
import { groupBankNumber } from '@/utils/bank';
import { BankAccountFields } from '@/components/ui/bank-account-fields';
import type { UserBank } from '../api/finance-schemas';
import { useCreateBank, useUpdateBank } from '../hooks/use-banks';
import { toBankInput, type BankFormValues } from '../utils/bank-input';

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
      <BankAccountFields
        names={{ bank: 'userBank', holder: 'userBankUserName', number: 'userBankNo' }}
        wording={{
          bank: { label: bankCopy.bank, placeholder: bankCopy.bankPlaceholder },
          holder: { label: bankCopy.holder, placeholder: bankCopy.holderPlaceholder },
          number: { label: bankCopy.number, placeholder: bankCopy.numberPlaceholder },
        }}
      />
    </FormDialog>
  );
}
