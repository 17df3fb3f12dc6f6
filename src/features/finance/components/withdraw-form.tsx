import { Button, Empty, Form, Input, Select } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { hrefs } from '@/config/paths';
import { withdrawalCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { formatBankTail } from '@/utils/bank';
import { requiredChoice } from '@/lib/form-rules';
import type { UserBank } from '../api/finance-schemas';
import { useMyBanks } from '../hooks/use-banks';
import { useRequestWithdrawal, useWithdrawBalance } from '../hooks/use-withdrawal';
import { bankLabel } from '../utils/bank-input';
import { readWithdrawAmount } from '../utils/withdraw-amount';

interface WithdrawValues {
  userBankId?: number;
  amount: string;
}

interface FormProps {
  banks: UserBank[];
  availableFen: number;
}

function WithdrawFields({ banks, availableFen }: FormProps) {
  const [form] = Form.useForm<WithdrawValues>();
  const { request, pending, forgetIntent } = useRequestWithdrawal();
  const defaultBank = banks.find((bank) => bank.isDefault === 1) ?? banks[0];

  const submit = async ({ userBankId, amount }: WithdrawValues) => {
    const read = readWithdrawAmount(amount, availableFen);
    if (userBankId === undefined || !read.ok) return;
    const outcome = await request({ userBankId, amount: read.fen });
    if (outcome === 'submitted') {
      getFeedback().toastSuccess(withdrawalCopy.submitted);
      form.setFieldValue('amount', '');
    } else if (outcome === 'notReceived') {
      getFeedback().toastWarning(withdrawalCopy.notReceived);
    } else if (outcome === 'unknown') {
      getFeedback().toastWarning(withdrawalCopy.outcomeUnknown);
    }
  };

  return (
    <Form<WithdrawValues>
      form={form}
      layout="vertical"
      disabled={pending}
      initialValues={{ userBankId: defaultBank.userBankId, amount: '' }}
      onValuesChange={forgetIntent}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="userBankId"
        label={withdrawalCopy.bankAccount}
        rules={requiredChoice(withdrawalCopy.bankRequired)}
      >
        <Select
          options={banks.map((bank) => ({
            value: bank.userBankId,
            label: bankLabel(bank, formatBankTail(bank.userBankNo)),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={withdrawalCopy.amount}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const read = readWithdrawAmount(value ?? '', availableFen);
              return read.ok ? Promise.resolve() : Promise.reject(new Error(read.message));
            },
          },
        ]}
      >
        <Input placeholder={withdrawalCopy.amountPlaceholder} inputMode="decimal" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {withdrawalCopy.submit}
      </Button>
    </Form>
  );
}

/** 申请提现: a bank of the member's (by its last 4 digits) and an amount in yuan. */
export function WithdrawForm() {
  const banks = useMyBanks();
  const balance = useWithdrawBalance();
  return (
    <SectionCard size="small" title={withdrawalCopy.formTitle}>
      <QueryState
        query={banks}
        isEmpty={(data) => data.length === 0}
        empty={
          <Empty description={withdrawalCopy.noBank}>
            <Link to={hrefs.bankAccounts}>{withdrawalCopy.addBank}</Link>
          </Empty>
        }
      >
        {(bankList) => (
          <QueryState query={balance}>
            {(money) => <WithdrawFields banks={bankList} availableFen={money.available} />}
          </QueryState>
        )}
      </QueryState>
    </SectionCard>
  );
}
