import { fen, flag, int, list, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import {
  BILL_TYPES,
  type BillPage,
  type UserBank,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawBalance,
} from './finance-types';

export const userBankSchema: Schema<UserBank> = v.object({
  userBankId: int(),
  userBank: text(),
  userBankUserName: text(),
  userBankNo: text(),
  isDefault: flag(),
});

export const userBanksSchema: Schema<UserBank[]> = list(userBankSchema);

export const billPageSchema: Schema<BillPage> = paged(
  v.object({
    billId: int(),
    // a line of a kind the app does not know is left out: money in and out are never guessed
    type: v.picklist(BILL_TYPES),
    amount: fen(),
    balanceAfter: fen(),
    createTime: text(),
    remark: text(),
    auditStatus: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  }),
);

export const withdrawBalanceSchema: Schema<WithdrawBalance> = v.object({
  balance: fen(),
  frozen: fen(),
  available: fen(),
});

export const withdrawalSchema: Schema<Withdrawal> = v.object({
  applyId: int(),
  userBankId: int(),
  userBank: text(),
  userBankNo: text(),
  amount: fen(),
  auditStatus: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  createTime: text(),
  requestNo: text(),
});

export const withdrawalPageSchema: Schema<WithdrawalPage> = paged(withdrawalSchema);
