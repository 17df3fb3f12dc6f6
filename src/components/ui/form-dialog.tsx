import { Button, ConfigProvider, Form, Modal, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useDialogSubmission, type Send } from '@/lib/use-submission';

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /**
   * Sends the checked values; the dialog closes with 操作成功 once the server has them and
   * stays open with what was typed when it refuses. Null: a check of the caller's own
   * refused before sending.
   */
  onSubmit: Send<[Values]>;
  submitText: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Shown above the form: what the dialog acts on. */
  intro?: ReactNode;
  /** Unique on the page when given: it prefixes the fields' ids. */
  name?: string;
  initialValues?: FormProps<Values>['initialValues'];
  width?: number;
}

/**
 * Where the fields' pop-ups (date panels, drop-downs) open: inside the dialog, beside their field.
 * They scroll with it, and a dialog that closes at once (no motion) takes an open pop-up with it
 * instead of leaving it on the page, cut off from its field.
 */
const insideDialog = (trigger?: HTMLElement) =>
  trigger?.closest<HTMLElement>('.ant-modal-content') ?? document.body;

/**
 * The member area's dialog around a form. It owns the submission: one request in flight,
 * the submit button busy and the fields locked while it runs, a double click or a second
 * Enter sends once. Each opening starts with a new form.
 */
export function FormDialog<Values>({
  open,
  title,
  onClose,
  onSubmit,
  submitText,
  children,
  intro,
  name,
  initialValues,
  width,
}: FormDialogProps<Values>) {
  const submission = useDialogSubmission(open, onSubmit, onClose);
  // antd draws a closed dialog too, and writes its styles: nothing until it first opens
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width} destroyOnHidden>
      {intro}
      <Form<Values>
        key={submission.openings}
        name={name}
        layout="vertical"
        disabled={submission.pending || submission.locked}
        initialValues={initialValues}
        onFinish={(values) => void submission.run(values)}
      >
        <ConfigProvider getPopupContainer={insideDialog}>{children}</ConfigProvider>
        <Button type="primary" htmlType="submit" loading={submission.pending} block>
          {submitText}
        </Button>
      </Form>
    </Modal>
  );
}
