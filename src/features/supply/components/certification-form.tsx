import { Button, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { certificationCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { useSubmission } from '@/lib/use-submission';
import type { CertificationState } from '../api/supply-schemas';
import type { CertificationActions } from '../hooks/use-certification';
import { isEditable, isRecallable } from '../utils/certification-rules';
import { CertificationStatus } from './certification-status';

interface CertificationFormProps<Values extends object, Fields> {
  state: CertificationState;
  initialValues: Values;
  /** The form's values (a draft may be half filled in) as the fields sent. */
  toFields(values: Partial<Values>): Fields;
  actions: CertificationActions<Fields>;
  /** The Form.Items; they are read-only while the certification is under audit or passed. */
  children: ReactNode;
  /** Names the form for assistive technology (the certification's title). */
  label: string;
  /** Unique on the page: it prefixes the fields' ids. */
  name: string;
}

/** The form stays on the page after a save: the status above it shows the outcome. */
const stayOpen = () => undefined;

/**
 * The lifecycle every certification shares: the status with the refusal reason, the fields,
 * and 保存草稿 and 提交审核 (重新提交 after a refusal) while editable, 撤回 while under audit.
 * Submitting checks every field in Chinese first; a failure keeps what was typed.
 */
export function CertificationForm<Values extends object, Fields>({
  state,
  initialValues,
  toFields,
  actions,
  children,
  label,
  name,
}: CertificationFormProps<Values, Fields>) {
  const [form] = Form.useForm<Values>();
  const editable = isEditable(state.auditStatus);

  const send = useSubmission((request: () => Promise<unknown>) => request(), stayOpen);
  const saveDraft = () => void send.run(() => actions.save(toFields(form.getFieldsValue(true))));
  const submit = (values: Values) => void send.run(() => actions.submit(toFields(values)));
  const recall = () => confirmThen(certificationCopy.confirmRecall, actions.recall);

  return (
    <Flex vertical gap="middle">
      <CertificationStatus state={state} />
      <Form<Values>
        // a status changed elsewhere (the platform's audit) shows the server's values afresh
        key={state.auditStatus}
        form={form}
        name={name}
        aria-label={label}
        layout="vertical"
        disabled={!editable || actions.pending}
        initialValues={initialValues}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        {children}
        {editable && (
          <Flex gap="small">
            <Button onClick={saveDraft} loading={actions.pending}>
              {certificationCopy.saveDraft}
            </Button>
            <Button type="primary" htmlType="submit" loading={actions.pending}>
              {state.auditStatus === 'REFUSE'
                ? certificationCopy.resubmit
                : certificationCopy.submit}
            </Button>
          </Flex>
        )}
      </Form>
      {isRecallable(state.auditStatus) && (
        <Flex>
          <Button danger onClick={recall} loading={actions.pending}>
            {certificationCopy.recall}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
