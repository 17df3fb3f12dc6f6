import { Button, Form, Input, Modal } from 'antd';
import { bankCopy } from '@/copy';
import { saveThenClose } from '@/lib/save-then-close';
import { groupBankNumber } from '@/utils/bank';
import { requiredText } from '@/lib/form-rules';
import type { UserBank } from '../api/finance-types';
import { useCreateBank, useUpdateBank } from '../hooks/use-banks';
import { isBankNumber, toBankInput, type BankFormValues } from '../utils/bank-input';

export interface BankFormDialogProps {
  open: boolean;
  onClose(): void;
  /** The account being edited; without it the dialog adds a new one. */
  editing?: UserBank;
}

/**
 * 新增银行账户 or 编辑银行账户. The number is grouped in fours while typing (full-width digits
 * read as digits); a failure keeps the dialog open with what was typed.
 */
export function BankFormDialog({ open, onClose, editing }: BankFormDialogProps) {
  const [form] = Form.useForm<BankFormValues>();
  const create = useCreateBank();
  const update = useUpdateBank();
  const pending = create.isPending || update.isPending;

  const save = (values: BankFormValues) => {
    const body = toBankInput(values);
    return saveThenClose(
      () =>
        editing
          ? update.mutateAsync({ ...body, userBankId: editing.userBankId })
          : create.mutateAsync(body),
      onClose,
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? bankCopy.editTitle : bankCopy.add}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<BankFormValues>
        key={editing?.userBankId ?? 'new'}
        form={form}
        layout="vertical"
        disabled={pending}
        initialValues={
          editing
            ? { ...editing, userBankNo: groupBankNumber(editing.userBankNo) }
            : { userBank: '', userBankUserName: '', userBankNo: '' }
        }
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="userBank"
          label={bankCopy.bank}
          rules={requiredText(bankCopy.bankPlaceholder)}
        >
          <Input placeholder={bankCopy.bankPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="userBankUserName"
          label={bankCopy.holder}
          rules={requiredText(bankCopy.holderPlaceholder)}
        >
          <Input placeholder={bankCopy.holderPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="userBankNo"
          label={bankCopy.number}
          normalize={(input: string) => groupBankNumber(input)}
          rules={[
            ...requiredText(bankCopy.numberPlaceholder),
            {
              validator: (_, value: string | undefined) =>
                !value || isBankNumber(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(bankCopy.numberInvalid)),
            },
          ]}
        >
          <Input placeholder={bankCopy.numberPlaceholder} inputMode="numeric" maxLength={23} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} block>
          {bankCopy.save}
        </Button>
      </Form>
    </Modal>
  );
}
