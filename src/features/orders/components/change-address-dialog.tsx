import { Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { commonCopy, ordersCopy } from '@/copy';
import type { Address } from '@/features/address/api/address-schemas';
import { AddressPicker } from '@/features/address/components/address-picker';
import { useSubmission } from '@/lib/use-submission';
import { useChangeOrderAddress } from '../hooks/use-order-mutations';
import type { OrderDialogProps } from './order-dialog-props';

/** 修改地址: pick another of the member's addresses for an order that has not shipped. */
export function ChangeAddressDialog({ order, onClose }: OrderDialogProps) {
  const current = order.address;
  const [addressId, setAddressId] = useState<number | null>(current.userAddressId);
  const change = useChangeOrderAddress();
  const pick = useCallback(
    (address: Address | null) => setAddressId(address?.userAddressId ?? null),
    [],
  );

  const submit = useSubmission(
    (userAddressId: number) => change.mutateAsync({ orderId: order.orderId, userAddressId }),
    onClose,
  );

  return (
    <Modal
      open
      title={ordersCopy.changeAddressTitle}
      okText={commonCopy.confirm}
      cancelText={commonCopy.cancel}
      okButtonProps={{
        disabled: addressId === null || addressId === current.userAddressId,
        loading: submit.pending,
      }}
      onOk={() => {
        if (addressId !== null) void submit.run(addressId);
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {ordersCopy.field(
          ordersCopy.currentAddress,
          `${current.userName} ${current.phone} ${current.fullAddress}`,
        )}
      </Typography.Paragraph>
      <AddressPicker value={addressId} onChange={pick} />
    </Modal>
  );
}
