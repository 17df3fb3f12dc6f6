import { Form, Input } from 'antd';
import { bankCopy } from '@/copy';
import { requiredText, textCheck } from '@/lib/form-rules';
import { BANK_NUMBER_MAX_LENGTH, groupBankNumber, isBankNumber } from '@/utils/bank';

interface FieldWording {
  label: string;
  placeholder: string;
}

export interface BankAccountFieldsProps {
  /** The form's names of the bank, the holder and the number. */
  names: { bank: string; holder: string; number: string };
  /** Each screen's own wording (付款银行 in a transfer, 开户银行 for a saved account). */
  wording: { bank: FieldWording; holder: FieldWording; number: FieldWording };
}

/** A name the account must carry (its bank, its holder), asked for by its placeholder. */
function NameItem({ name, wording }: { name: string; wording: FieldWording }) {
  return (
    <Form.Item name={name} label={wording.label} rules={requiredText(wording.placeholder)}>
      <Input placeholder={wording.placeholder} maxLength={50} />
    </Form.Item>
  );
}

/**
 * A bank account's three fields: the bank, the holder and the number, grouped in fours while
 * typing (full-width digits read as digits) and checked as 12 to 19 digits.
 */
export function BankAccountFields({ names, wording }: BankAccountFieldsProps) {
  return (
    <>
      <NameItem name={names.bank} wording={wording.bank} />
      <NameItem name={names.holder} wording={wording.holder} />
      <Form.Item
        name={names.number}
        label={wording.number.label}
        normalize={(input: string) => groupBankNumber(input)}
        rules={[
          ...requiredText(wording.number.placeholder),
          textCheck(isBankNumber, bankCopy.numberInvalid),
        ]}
      >
        <Input
          placeholder={wording.number.placeholder}
          inputMode="numeric"
          maxLength={BANK_NUMBER_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
}
