import { Descriptions } from 'antd';
import { OwnRecordCard, OwnRecordsPage } from '@/components/ui/own-records';
import { invoiceCopy } from '@/copy';
import { invoiceContent, invoiceType, invoiceUserType } from '@/lib/enums/invoice';
import { useOwnRecordActions } from '@/lib/use-own-record-actions';
import type { SavedInvoice } from '../api/invoice-schemas';
import {
  useDeleteSavedInvoice,
  useSavedInvoices,
  useSetDefaultSavedInvoice,
} from '../hooks/use-saved-invoices';
import { invoiceTitle, invoiceTitleField, visibleInvoiceFields } from '../utils/invoice-rules';
import { InvoiceProfileDialog } from './invoice-profile-dialog';

const profileName = (profile: SavedInvoice) =>
  `${invoiceTitle(profile) || invoiceCopy.noTitle} · ${invoiceType.label(profile.invoiceType)}`;

/** The fields of a profile its type shows, beyond the title in its name. */
function ProfileDetails({ profile }: { profile: SavedInvoice }) {
  const titleField = invoiceTitleField(profile.invoiceUserType);
  const shown = visibleInvoiceFields(profile.invoiceType, profile.invoiceUserType).filter(
    (field) => field !== titleField && profile[field] !== '',
  );
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={invoiceCopy.invoiceUserType}>
        {invoiceUserType.label(profile.invoiceUserType)}
      </Descriptions.Item>
      {shown.map((field) => (
        <Descriptions.Item key={field} label={invoiceCopy[field]}>
          {profile[field]}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={invoiceCopy.invoiceContent}>
        {invoiceContent.label(profile.invoiceContent)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** member/my_invoice: the member's invoice profiles, offered in the order dialog. */
export function MyInvoicePage() {
  const actions = useOwnRecordActions({
    remove: useDeleteSavedInvoice(),
    setDefault: useSetDefaultSavedInvoice(),
    confirmDeleteText: invoiceCopy.confirmDelete,
  });
  return (
    <OwnRecordsPage
      title={invoiceCopy.pageTitle}
      addLabel={invoiceCopy.add}
      emptyText={invoiceCopy.empty}
      query={useSavedInvoices()}
      recordId={(profile) => profile.userInvoiceId}
      renderRecord={(profile, edit) => (
        <OwnRecordCard
          id={profile.userInvoiceId}
          name={profileName(profile)}
          isDefault={profile.isDefault === 1}
          labels={invoiceCopy}
          actions={actions}
          onEdit={edit}
        >
          <ProfileDetails profile={profile} />
        </OwnRecordCard>
      )}
      renderForm={({ open, editing, close }) => (
        <InvoiceProfileDialog open={open} editing={editing} onClose={close} />
      )}
    />
  );
}
