import { Button, Card, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { useOwnRecordActions } from '@/lib/use-own-record-actions';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { bankCopy, commonCopy } from '@/copy';
import { formatBankTail } from '@/utils/bank';
import type { UserBank } from '../api/finance-types';
import { useDeleteBank, useMyBanks, useSetDefaultBank } from '../hooks/use-banks';
import { bankLabel } from '../utils/bank-input';
import { BankFormDialog } from './bank-form-dialog';

interface FormState {
  open: boolean;
  editing?: UserBank;
}

interface BankCardProps {
  bank: UserBank;
  settingDefault: boolean;
  onMakeDefault(bank: UserBank): void;
  onEdit(bank: UserBank): void;
  onDelete(bank: UserBank): void;
}

/** One account: bank, holder and the number's last 4 digits, never the whole number. */
function BankCard({ bank, settingDefault, onMakeDefault, onEdit, onDelete }: BankCardProps) {
  const name = bankLabel(bank, formatBankTail(bank.userBankNo));
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{name}</span>
          {bank.isDefault === 1 && <Tag color="blue">{bankCopy.defaultTag}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {bank.isDefault !== 1 && (
            <Button
              type="link"
              disabled={settingDefault}
              aria-label={`${bankCopy.makeDefault} ${name}`}
              onClick={() => onMakeDefault(bank)}
            >
              {bankCopy.makeDefault}
            </Button>
          )}
          <Button type="link" aria-label={`${bankCopy.edit} ${name}`} onClick={() => onEdit(bank)}>
            {bankCopy.edit}
          </Button>
          <Button
            type="link"
            danger
            aria-label={`${commonCopy.delete} ${name}`}
            onClick={() => onDelete(bank)}
          >
            {commonCopy.delete}
          </Button>
        </Space>
      }
    >
      {bankCopy.holder}：{bank.userBankUserName}
    </Card>
  );
}

/** member/my_bank: the member's bank accounts. */
export function MyBankPage() {
  const query = useMyBanks();
  const [form, setForm] = useState<FormState>({ open: false });
  const { confirmDelete, makeDefault, settingDefault } = useOwnRecordActions({
    remove: useDeleteBank(),
    setDefault: useSetDefaultBank(),
    confirmDeleteText: bankCopy.confirmDelete,
  });

  return (
    <PageCard
      title={bankCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => setForm({ open: true })}>
          {bankCopy.add}
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={<Empty description={bankCopy.empty} />}
      >
        {(banks) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {banks.map((bank) => (
              <PartBoundary key={bank.userBankId}>
                <BankCard
                  bank={bank}
                  settingDefault={settingDefault}
                  onMakeDefault={() => makeDefault(bank.userBankId)}
                  onEdit={(editing) => setForm({ open: true, editing })}
                  onDelete={() => confirmDelete(bank.userBankId)}
                />
              </PartBoundary>
            ))}
          </Space>
        )}
      </QueryState>
      <BankFormDialog
        open={form.open}
        editing={form.editing}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
    </PageCard>
  );
}
