import { OwnRecordCard, OwnRecordsPage } from '@/components/ui/own-records';
import { bankCopy } from '@/copy';
import { useOwnRecordActions } from '@/lib/use-own-record-actions';
import { formatBankTail } from '@/utils/bank';
import { useDeleteBank, useMyBanks, useSetDefaultBank } from '../hooks/use-banks';
import { bankLabel } from '../utils/bank-input';
import { BankFormDialog } from './bank-form-dialog';

/** member/my_bank: the member's bank accounts, each shown by its last 4 digits, never the whole number. */
export function MyBankPage() {
  const actions = useOwnRecordActions({
    remove: useDeleteBank(),
    setDefault: useSetDefaultBank(),
    confirmDeleteText: bankCopy.confirmDelete,
  });
  return (
    <OwnRecordsPage
      title={bankCopy.pageTitle}
      addLabel={bankCopy.add}
      emptyText={bankCopy.empty}
      query={useMyBanks()}
      recordId={(bank) => bank.userBankId}
      renderRecord={(bank, edit) => (
        <OwnRecordCard
          id={bank.userBankId}
          name={bankLabel(bank, formatBankTail(bank.userBankNo))}
          isDefault={bank.isDefault === 1}
          labels={bankCopy}
          actions={actions}
          onEdit={edit}
        >
          {bankCopy.holder}：{bank.userBankUserName}
        </OwnRecordCard>
      )}
      renderForm={({ open, editing, close }) => (
        <BankFormDialog open={open} editing={editing} onClose={close} />
      )}
    />
  );
}
