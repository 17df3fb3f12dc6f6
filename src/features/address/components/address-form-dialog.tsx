import { Modal } from 'antd';
import { commonCopy, paymentCopy } from '@/copy';
import { ApiError } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import type { Address, AddressInput } from '../api/address-types';
import { useCreateAddress } from '../hooks/use-address-mutations';
import { AddressForm } from './address-form';

export interface AddressFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the saved address, after the address lists were refreshed. */
  onCreated?(address: Address): void;
}

/** 新增收货地址: creates an address; a failure keeps the dialog open with what was typed. */
export function AddressFormDialog({ open, onClose, onCreated }: AddressFormDialogProps) {
  const create = useCreateAddress();

  const save = async (input: AddressInput) => {
    try {
      const address = await create.mutateAsync(input);
      getFeedback().toastSuccess(commonCopy.operationSuccess);
      onCreated?.(address);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastError(commonCopy.serverException);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={paymentCopy.addAddress}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <AddressForm onSubmit={save} />
    </Modal>
  );
}
