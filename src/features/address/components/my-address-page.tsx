import { Button, Card, Empty, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { addressCopy, commonCopy, paymentCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { getFeedback } from '@/lib/feedback';
import type { Address } from '../api/address-types';
import { useAddresses } from '../hooks/use-addresses';
import { useDeleteAddress, useSetDefaultAddress } from '../hooks/use-address-mutations';
import { formatAddress } from '../utils/format-address';
import { AddressFormDialog } from './address-form-dialog';
import { PageCard } from '@/components/ui/page-card';

/** member/my_address: the member's delivery addresses. */
export function MyAddressPage() {
  const { data, isPending } = useAddresses();
  const [adding, setAdding] = useState(false);
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();

  const confirmDelete = (address: Address) =>
    confirmThen(addressCopy.confirmDelete, async () => {
      await remove.mutateAsync(address.userAddressId);
      getFeedback().toastSuccess(commonCopy.operationSuccess);
    });

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.userAddressId, {
      onSuccess: () => getFeedback().toastSuccess(commonCopy.operationSuccess),
    });

  return (
    <PageCard
      title={addressCopy.pageTitle}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {paymentCopy.addAddress}
        </Button>
      }
    >
      {isPending && <Spin />}
      {data && data.list.length === 0 && <Empty description={addressCopy.empty} />}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {data?.list.map((address) => (
          <Card
            key={address.userAddressId}
            size="small"
            title={
              <Space>
                <span>{`${address.userName} ${address.phone}`}</span>
                {address.isDefault === 1 && <Tag color="blue">{addressCopy.defaultTag}</Tag>}
              </Space>
            }
            extra={
              <Space>
                {address.isDefault !== 1 && (
                  <Button
                    type="link"
                    disabled={setDefault.isPending}
                    onClick={() => makeDefault(address)}
                  >
                    {addressCopy.makeDefault}
                  </Button>
                )}
                <Button type="link" danger onClick={() => confirmDelete(address)}>
                  {commonCopy.delete}
                </Button>
              </Space>
            }
          >
            {formatAddress(address)}
          </Card>
        ))}
      </Space>
      <AddressFormDialog open={adding} onClose={() => setAdding(false)} />
    </PageCard>
  );
}
