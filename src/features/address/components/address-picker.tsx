import { Button, Empty, Radio, Space } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FailedQuery } from '@/components/ui/query-state';
import { LabelTag } from '@/components/ui/status-tag';
import { hrefs } from '@/config/paths';
import { addressCopy, paymentCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import { openInNewTabWithSession } from '@/lib/open-in-new-tab';
import type { Address } from '../api/address-schemas';
import { useAddresses } from '../hooks/use-addresses';
import { formatAddress } from '../utils/format-address';

// The region cascader and recognition box load only when 新增收货地址 is clicked.
const AddressFormDialog = lazy(
  timedChunk(() =>
    import('./address-form-dialog').then(({ AddressFormDialog }) => ({
      default: AddressFormDialog,
    })),
  ),
);

export interface AddressPickerProps {
  /** The chosen userAddressId. */
  value?: number | null;
  /** Also called by the picker itself to preselect the default (or the only) address. */
  onChange?(address: Address | null): void;
}

/**
 * The order dialog's address choice: the member's addresses, add one, or manage them in a new
 * tab (the list is asked again when this tab is focused). A failed list says so, with 重试,
 * never that there is no address.
 */
export function AddressPicker({ value = null, onChange }: AddressPickerProps) {
  const query = useAddresses({ refreshOnFocus: true });
  const { data, isPending } = query;
  const [adding, setAdding] = useState(false);
  const addresses = data?.list;

  useEffect(() => {
    if (!addresses || addresses.some((address) => address.userAddressId === value)) return;
    const fallback = addresses.find((address) => address.isDefault === 1) ?? addresses[0] ?? null;
    if (fallback || value !== null) onChange?.(fallback);
  }, [addresses, value, onChange]);

  return (
    <div>
      {addresses?.length ? (
        <Radio.Group
          value={value}
          onChange={(event) => {
            const chosen = addresses.find(
              (address) => address.userAddressId === event.target.value,
            );
            if (chosen) onChange?.(chosen);
          }}
        >
          <Space orientation="vertical">
            {addresses.map((address) => (
              <Radio key={address.userAddressId} value={address.userAddressId}>
                <span>{`${address.userName} ${address.phone} ${formatAddress(address)}`}</span>
                {address.isDefault === 1 && <LabelTag accent>{addressCopy.defaultTag}</LabelTag>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : query.isError ? (
        <FailedQuery query={query} size="inline" />
      ) : (
        !isPending && <Empty description={addressCopy.empty} />
      )}
      <Space>
        <Button onClick={() => setAdding(true)}>{paymentCopy.addAddress}</Button>
        <Button type="link" onClick={() => openInNewTabWithSession(hrefs.addressManagement)}>
          {addressCopy.manage}
        </Button>
      </Space>
      {adding && (
        <Suspense fallback={null}>
          <AddressFormDialog
            open
            onClose={() => setAdding(false)}
            onCreated={(address) => onChange?.(address)}
          />
        </Suspense>
      )}
    </div>
  );
}
