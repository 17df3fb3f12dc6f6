import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { invoiceCopy } from '@/copy';
import { useDialogSubmission } from '@/lib/use-submission';
import { useSessionStore } from '@/stores/session-store';
import type { InvoiceInformation, SavedInvoice } from '../api/invoice-schemas';
import { useCreateSavedInvoice, useUpdateSavedInvoice } from '../hooks/use-saved-invoices';
import {
  createInvoiceInformation,
  fromSavedInvoice,
  toInvoiceProfile,
} from '../utils/invoice-rules';
import { InvoiceDetails } from './invoice-details';

export interface InvoiceProfileDialogProps {
  open: boolean;
  onClose(): void;
  /** The profile being edited; without it the dialog adds a new one. */
  editing?: SavedInvoice;
}

/**
 * 新增发票信息 or 编辑发票信息, under the same rules as the order dialog's invoice; the title
 * (个人姓名 or 单位名称) is required. A failure keeps the dialog open with what was typed.
 */
export function InvoiceProfileDialog({ open, onClose, editing }: InvoiceProfileDialogProps) {
  return (
    <Modal
      open={open}
      title={editing ? invoiceCopy.editTitle : invoiceCopy.add}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <InvoiceProfileForm
        key={editing?.userInvoiceId ?? 'new'}
        open={open}
        editing={editing}
        onClose={onClose}
      />
    </Modal>
  );
}

function InvoiceProfileForm({ open, editing, onClose }: InvoiceProfileDialogProps) {
  const defaultEmail = useSessionStore((state) => state.user?.email ?? '');
  const [value, setValue] = useState<InvoiceInformation>(() =>
    editing
      ? fromSavedInvoice(editing, defaultEmail)
      : { ...createInvoiceInformation(defaultEmail), isInvoice: 1 },
  );
  const [tried, setTried] = useState(false);
  const create = useCreateSavedInvoice();
  const update = useUpdateSavedInvoice();
  const checked = toInvoiceProfile(value);
  const problems =
    tried && !checked.ok
      ? { [checked.missing]: invoiceCopy.titleMissing(invoiceCopy[checked.missing]) }
      : {};

  const save = useDialogSubmission(
    open,
    () => {
      setTried(true);
      if (!checked.ok) return null;
      const { body } = checked;
      return editing
        ? update.mutateAsync({ ...body, userInvoiceId: editing.userInvoiceId })
        : create.mutateAsync(body);
    },
    onClose,
  );

  return (
    <Form layout="vertical" component="div" disabled={save.pending || save.locked}>
      <InvoiceDetails
        value={value}
        onChange={setValue}
        defaultEmail={defaultEmail}
        disabled={save.pending}
        problems={problems}
      />
      <Button type="primary" block loading={save.pending} onClick={() => void save.run()}>
        {invoiceCopy.save}
      </Button>
    </Form>
  );
}
