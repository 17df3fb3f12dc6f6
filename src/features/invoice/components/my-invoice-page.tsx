import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { commonCopy, invoiceCopy } from '@/copy';
import { useOwnRecordActions } from '@/lib/use-own-record-actions';
import type { SavedInvoice } from '../api/invoice-types';
import {
  useDeleteSavedInvoice,
  useSavedInvoices,
  useSetDefaultSavedInvoice,
} from '../hooks/use-saved-invoices';
import { invoiceTitle, invoiceTitleField, visibleInvoiceFields } from '../utils/invoice-rules';
import { InvoiceProfileDialog } from './invoice-profile-dialog';

interface FormState {
  open: boolean;
  editing?: SavedInvoice;
}

interface ProfileCardProps {
  profile: SavedInvoice;
  settingDefault: boolean;
  onMakeDefault(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One profile: its title, type and the fields its type shows. */
function ProfileCard({
  profile,
  settingDefault,
  onMakeDefault,
  onEdit,
  onDelete,
}: ProfileCardProps) {
  const name = `${invoiceTitle(profile) || invoiceCopy.noTitle} · ${invoiceCopy.invoiceTypeOptions[profile.invoiceType]}`;
  const titleField = invoiceTitleField(profile.invoiceUserType);
  const shown = visibleInvoiceFields(profile.invoiceType, profile.invoiceUserType).filter(
    (field) => field !== titleField && profile[field] !== '',
  );
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{name}</span>
          {profile.isDefault === 1 && <Tag color="blue">{invoiceCopy.defaultTag}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {profile.isDefault !== 1 && (
            <Button
              type="link"
              disabled={settingDefault}
              aria-label={`${invoiceCopy.makeDefault} ${name}`}
              onClick={onMakeDefault}
            >
              {invoiceCopy.makeDefault}
            </Button>
          )}
          <Button type="link" aria-label={`${invoiceCopy.edit} ${name}`} onClick={onEdit}>
            {invoiceCopy.edit}
          </Button>
          <Button type="link" danger aria-label={`${commonCopy.delete} ${name}`} onClick={onDelete}>
            {commonCopy.delete}
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={invoiceCopy.invoiceUserType}>
          {invoiceCopy.invoiceUserTypeOptions[profile.invoiceUserType]}
        </Descriptions.Item>
        {shown.map((field) => (
          <Descriptions.Item key={field} label={invoiceCopy[field]}>
            {profile[field]}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={invoiceCopy.invoiceContent}>
          {invoiceCopy.invoiceContentOptions[profile.invoiceContent]}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** member/my_invoice: the member's invoice profiles, offered in the order dialog. */
export function MyInvoicePage() {
  const query = useSavedInvoices();
  const [form, setForm] = useState<FormState>({ open: false });
  const { confirmDelete, makeDefault, settingDefault } = useOwnRecordActions({
    remove: useDeleteSavedInvoice(),
    setDefault: useSetDefaultSavedInvoice(),
    confirmDeleteText: invoiceCopy.confirmDelete,
  });

  return (
    <PageCard
      title={invoiceCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => setForm({ open: true })}>
          {invoiceCopy.add}
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={<Empty description={invoiceCopy.empty} />}
      >
        {(profiles) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {profiles.map((profile) => (
              <PartBoundary key={profile.userInvoiceId}>
                <ProfileCard
                  profile={profile}
                  settingDefault={settingDefault}
                  onMakeDefault={() => makeDefault(profile.userInvoiceId)}
                  onEdit={() => setForm({ open: true, editing: profile })}
                  onDelete={() => confirmDelete(profile.userInvoiceId)}
                />
              </PartBoundary>
            ))}
          </Space>
        )}
      </QueryState>
      <InvoiceProfileDialog
        open={form.open}
        editing={form.editing}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
    </PageCard>
  );
}
