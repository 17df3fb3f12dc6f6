import { Button, Empty, Space } from 'antd';
import { useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { useOwnRecordActions } from '@/lib/use-own-record-actions';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { addressCopy, paymentCopy } from '@/copy';
import type { Address } from '../api/address-schemas';
import { useAddresses } from '../hooks/use-addresses';
import { useDeleteAddress, useSetDefaultAddress } from '../hooks/use-address-mutations';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';

/** The address form's dialog: adding (no address) or editing; kept while it closes. */
interface FormState {
  open: boolean;
  editing?: Address;
}

/** member/my_address: the member's delivery addresses. */
export function MyAddressPage() {
  const query = useAddresses();
  const [form, setForm] = useState<FormState>({ open: false });
  const { confirmDelete, makeDefault, settingDefault } = useOwnRecordActions({
    remove: useDeleteAddress(),
    setDefault: useSetDefaultAddress(),
    confirmDeleteText: addressCopy.confirmDelete,
  });

  return (
    <PageCard
      title={addressCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => setForm({ open: true })}>
          {paymentCopy.addAddress}
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={<Empty description={addressCopy.empty} />}
      >
        {(data) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {data.list.map((address) => (
              <PartBoundary key={address.userAddressId}>
                <AddressCard
                  address={address}
                  settingDefault={settingDefault}
                  onMakeDefault={() => makeDefault(address.userAddressId)}
                  onEdit={(editing) => setForm({ open: true, editing })}
                  onDelete={() => confirmDelete(address.userAddressId)}
                />
              </PartBoundary>
            ))}
          </Space>
        )}
      </QueryState>
      <AddressFormDialog
        open={form.open}
        editing={form.editing}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
    </PageCard>
  );
}
