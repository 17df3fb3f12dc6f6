import { Button, Form, Modal, type FormProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useSubmission, type Send } from '@/lib/use-submission';

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

type DialogFormProps<Values> = Omit<FormDialogProps<Values>, 'open' | 'title' | 'width'>;

/**
 * The member area's dialog around a form. It owns the submission: one request in flight,
 * the submit button busy and the fields locked while it runs, a double click or a second
 * Enter sends once.
 */
export function FormDialog<Values>({ open, title, width, ...form }: FormDialogProps<Values>) {
  // each opening starts a new form; a closing one stays on screen while it fades out
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <Modal
      open={open}
      title={title}
      onCancel={form.onClose}
      footer={null}
      width={width}
      destroyOnHidden
    >
      <DialogForm<Values> key={openings} {...form} />
    </Modal>
  );
}

function DialogForm<Values>({
  onClose,
  onSubmit,
  submitText,
  children,
  intro,
  name,
  initialValues,
}: DialogFormProps<Values>) {
  // once saved, a click landing while the dialog fades out (the second of a double click
  // after a quick answer) sends nothing
  const saved = useRef(false);
  const [closing, setClosing] = useState(false);
  const submission = useSubmission(
    (values: Values) => (saved.current ? null : onSubmit(values)),
    () => {
      saved.current = true;
      setClosing(true);
      onClose();
    },
  );
  return (
    <>
      {intro}
      <Form<Values>
        name={name}
        layout="vertical"
        disabled={submission.pending || closing}
        initialValues={initialValues}
        onFinish={(values) => void submission.run(values)}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={submission.pending} block>
          {submitText}
        </Button>
      </Form>
    </>
  );
}
