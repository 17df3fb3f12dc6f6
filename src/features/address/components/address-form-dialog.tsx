import { Modal } from 'antd';
import { addressCopy, paymentCopy } from '@/copy';
import { useDialogSubmission } from '@/lib/use-submission';
import type { Address, AddressInput } from '../api/address-schemas';
import { useCreateAddress, useUpdateAddress } from '../hooks/use-address-mutations';
import { draftOf } from '../utils/address-form';
import { AddressForm } from './address-form';

export interface AddressFormDialogProps {
  open: boolean;
  onClose(): void;
  /** The address being edited; without it the dialog adds a new one. */
  editing?: Address;
  /** Called with the saved address, after the address lists were refreshed. */
  onCreated?(address: Address): void;
}

/**
 * 新增收货地址 or 编辑收货地址: saves the address; a failure keeps the dialog open with what
 * was typed.
 */
export function AddressFormDialog({ open, onClose, editing, onCreated }: AddressFormDialogProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();

  const save = useDialogSubmission(
    open,
    async (input: AddressInput) => {
      if (editing) {
        await update.mutateAsync({ ...input, userAddressId: editing.userAddressId });
      } else {
        const created = await create.mutateAsync(input);
        onCreated?.(created);
      }
    },
    onClose,
  );

  return (
    <Modal
      open={open}
      title={editing ? addressCopy.editTitle : paymentCopy.addAddress}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <AddressForm
        key={editing?.userAddressId ?? 'new'}
        initial={editing && draftOf(editing)}
        onSubmit={save.run}
      />
    </Modal>
  );
}
