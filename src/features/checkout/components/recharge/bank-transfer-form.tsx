import { Button, Checkbox, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { rechargeCopy } from '@/copy';
import type { RechargeSettings } from '@/features/checkout/api/checkout-schemas';
import { UploadField } from '@/components/ui/upload-field';
import { bankRechargeType, type BankRechargeType } from '@/lib/enums/bank-recharge-type';
import { getFeedback } from '@/lib/feedback';
import { formatBankTail } from '@/utils/bank';
import { TIME_FORMAT } from '@/utils/date-format';
import { BankAccountFields } from '@/components/ui/bank-account-fields';
import {
  bankTransferProblem,
  NEW_BANK,
  toBankRechargeBody,
  type BankTransferValues,
} from '@/features/checkout/utils/bank-transfer-form';
import { PlatformAccount } from './platform-account';
import { useBankRecharge } from './use-bank-recharge';
import { FailedQuery } from '@/components/ui/query-state';
import { requiredChoice, requiredFiles } from '@/lib/form-rules';
import { useMyBanks } from './use-recharge-data';

interface BankTransferFormProps {
  settings: RechargeSettings;
  amountFen: number | null;
  orderId: number | null;
  onDone: (type: BankRechargeType) => void;
}

/** Bank transfer: the platform account, the payer's account, transfer details and voucher. */
export function BankTransferForm({ settings, amountFen, orderId, onDone }: BankTransferFormProps) {
  const [form] = Form.useForm<BankTransferValues>();
  const savedBanks = useMyBanks();
  // the saved accounts are a convenience: without them a new account can still be typed
  const banks = useMemo(() => savedBanks.data ?? [], [savedBanks.data]);
  const payer = Form.useWatch('payer', form);
  const { run, pending } = useBankRecharge(onDone);

  // With saved banks, start from the first one rather than an empty new account.
  useEffect(() => {
    if (banks.length > 0 && !form.isFieldTouched('payer')) {
      form.setFieldValue('payer', banks[0].userBankId);
    }
  }, [banks, form]);

  const submit = (type: BankRechargeType) =>
    run(async () => {
      const context = { amountFen, orderId, type };
      const problem = bankTransferProblem(form.getFieldValue('agreed') as boolean, context);
      if (problem) {
        getFeedback().toastWarning(problem);
        return null;
      }
      const values = await form.validateFields().catch(() => null);
      return values && toBankRechargeBody(values, banks, context);
    });

  const payerOptions = [
    ...banks.map((bank) => ({
      value: bank.userBankId,
      label: `${bank.userBank}（${formatBankTail(bank.userBankNo)}）`,
    })),
    { value: NEW_BANK, label: rechargeCopy.newBank },
  ];
  const typingNewBank = payer === NEW_BANK || banks.length === 0;

  return (
    <Flex vertical gap="middle">
      <PlatformAccount settings={settings} />
      {savedBanks.isError && !savedBanks.data && <FailedQuery query={savedBanks} size="inline" />}
      <Form<BankTransferValues>
        form={form}
        layout="vertical"
        disabled={pending}
        initialValues={{ payer: NEW_BANK, rechargeTime: dayjs(), certificate: [], agreed: false }}
      >
        <Form.Item name="payer" label={rechargeCopy.payerAccount} hidden={banks.length === 0}>
          <Select options={payerOptions} />
        </Form.Item>
        {typingNewBank && (
          <BankAccountFields
            names={{ bank: 'bank', holder: 'userName', number: 'bankNo' }}
            wording={{
              bank: { label: rechargeCopy.bank, placeholder: rechargeCopy.bankPlaceholder },
              holder: {
                label: rechargeCopy.userName,
                placeholder: rechargeCopy.userNamePlaceholder,
              },
              number: { label: rechargeCopy.bankNo, placeholder: rechargeCopy.bankNoPlaceholder },
            }}
          />
        )}
        <Form.Item
          name="rechargeTime"
          label={rechargeCopy.rechargeTime}
          rules={requiredChoice(rechargeCopy.rechargeTimePlaceholder)}
        >
          <DatePicker
            showTime
            format={TIME_FORMAT}
            placeholder={rechargeCopy.rechargeTimePlaceholder}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item
          name="certificate"
          label={rechargeCopy.certificate}
          rules={requiredFiles(rechargeCopy.certificateRequired)}
        >
          <UploadField maxCount={1} subject={rechargeCopy.certificate} />
        </Form.Item>
        <Form.Item name="remark" label={rechargeCopy.remark}>
          <Input.TextArea placeholder={rechargeCopy.remarkPlaceholder} maxLength={200} rows={2} />
        </Form.Item>
        <Typography.Paragraph type="secondary" className="recharge-notice">
          <Typography.Text strong>{rechargeCopy.noticeTitle}</Typography.Text>
          {rechargeCopy.notice.map((line) => (
            <span key={line} className="recharge-notice__line">
              {line}
            </span>
          ))}
        </Typography.Paragraph>
        <Form.Item name="agreed" valuePropName="checked">
          <Checkbox>{rechargeCopy.noticeAgree}</Checkbox>
        </Form.Item>
        <Flex gap="small" justify="flex-end">
          <Button
            type={orderId === null ? 'primary' : 'default'}
            loading={pending}
            onClick={() => void submit(0)}
          >
            {bankRechargeType.label(0)}
          </Button>
          {/* a top-up without an order (member centre, 账单) has nothing to pay */}
          {orderId !== null && (
            <Button type="primary" loading={pending} onClick={() => void submit(1)}>
              {bankRechargeType.label(1)}
            </Button>
          )}
        </Flex>
      </Form>
    </Flex>
  );
}
