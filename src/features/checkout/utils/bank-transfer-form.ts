import type { Dayjs } from 'dayjs';
import { paymentCopy, rechargeCopy } from '@/copy';
import { timeOf } from '@/utils/date-format';
import type { BankRechargeType } from '@/lib/enums/bank-recharge-type';
import type { BankRechargeBody } from '@/features/checkout/api/checkout-schemas';
import type { UserBank } from '@/features/finance/api/finance-schemas';

export const NEW_BANK = 'new';

export interface BankTransferValues {
  /** A saved bank's id, or NEW_BANK to type one in. */
  payer: number | typeof NEW_BANK;
  bank?: string;
  userName?: string;
  /** As shown: digits grouped in fours. */
  bankNo?: string;
  rechargeTime?: Dayjs | null;
  certificate?: string[];
  remark?: string;
  agreed?: boolean;
}

export interface BankTransferContext {
  amountFen: number | null;
  orderId: number | null;
  type: BankRechargeType;
}

/**
 * What stops a submit before the form's own field rules run: the notice must be ticked first
 * (SPEC section 5), then the amount must be above zero, and paying needs an order.
 */
export function bankTransferProblem(
  agreed: boolean | undefined,
  { amountFen, orderId, type }: BankTransferContext,
): string | null {
  if (!agreed) return paymentCopy.readTransferNotice;
  if (amountFen === null || amountFen <= 0) return rechargeCopy.amountRequired;
  if (type === 1 && orderId === null) return rechargeCopy.rechargeAndPayNeedsOrder;
  return null;
}

const digitsOnly = (text: string | undefined) => (text ?? '').replace(/\D/g, '');
const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The request for validated form values; a saved bank supplies name, holder and number. */
export function toBankRechargeBody(
  values: BankTransferValues,
  banks: readonly UserBank[],
  { amountFen, orderId, type }: BankTransferContext,
): BankRechargeBody {
  const saved = banks.find((bank) => bank.userBankId === values.payer);
  return {
    bank: saved ? saved.userBank : trimmed(values.bank),
    userName: saved ? saved.userBankUserName : trimmed(values.userName),
    bankNo: digitsOnly(saved ? saved.userBankNo : values.bankNo),
    rechargePrice: amountFen ?? 0,
    rechargeTime: values.rechargeTime ? timeOf(values.rechargeTime) : '',
    passTime: '',
    rechargeCertificate: values.certificate?.[0] ?? '',
    type,
    orderId,
    break: trimmed(values.remark),
  };
}
