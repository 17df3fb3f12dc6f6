import * as v from 'valibot';
import * as s from '@/lib/schema';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import { BILL_TYPES } from '@/lib/enums/bill-type';

/** One of the member's bank accounts. */
export const userBankSchema = v.object({
  userBankId: s.int(),
  userBank: s.text(),
  userBankUserName: s.text(),
  /** Digits only. */
  userBankNo: s.text(),
  isDefault: s.flag(),
});
export type UserBank = s.Output<typeof userBankSchema>;

export const userBanksSchema = s.list(userBankSchema);

/** A bank account as the member enters it. */
export const bankInputSchema = v.object({
  userBank: v.string(),
  userBankUserName: v.string(),
  /** Digits only. */
  userBankNo: v.string(),
});
export type BankInput = s.Input<typeof bankInputSchema>;

/** One line of the statement. */
export const billSchema = v.object({
  billId: s.int(),
  // a line of a kind the app does not know is left out: money in and out are never guessed
  type: v.picklist(BILL_TYPES),
  /** fen, signed: positive is money in, negative money out. */
  amount: s.fen(),
  /** fen, the balance after this movement. */
  balanceAfter: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  remark: s.text(),
  /** The withdrawal's audit status on WITHDRAW lines; UNDEFINED on the others. */
  auditStatus: s.oneOf(AUDIT_STATUSES, 'UNDEFINED'),
});
export type Bill = s.Output<typeof billSchema>;

export const billPageSchema = s.paged(billSchema);

/** The statement's query: a page of the lines of a type and a day range. */
export const billQuerySchema = v.object({
  ...s.pageQuery,
  type: v.optional(v.picklist(BILL_TYPES)),
  ...s.dayRange,
});
export type BillQuery = s.Input<typeof billQuerySchema>;

/** The balance, fen. */
export const withdrawBalanceSchema = v.object({
  /** available + frozen */
  balance: s.fen(),
  /** Held by withdrawal requests under audit. */
  frozen: s.fen(),
  /** What can be spent or withdrawn. */
  available: s.fen(),
});
export type WithdrawBalance = s.Output<typeof withdrawBalanceSchema>;

/** A withdrawal request as sent. */
export const withdrawalRequestSchema = v.object({
  userBankId: v.number(),
  /** fen, > 0 */
  amount: v.number(),
  /** The intent's idempotency key, so a request whose answer was lost can be looked up. */
  requestNo: v.string(),
});

/** As sent: the request number is the intent's idempotency key. */
export type WithdrawalRequest = s.Input<typeof withdrawalRequestSchema>;

/** What the member fills in: the bank account and the amount (fen, > 0). */
export type WithdrawalBody = Omit<WithdrawalRequest, 'requestNo'>;

/** One withdrawal request. */
export const withdrawalSchema = v.object({
  applyId: s.int(),
  userBankId: s.int(),
  userBank: s.text(),
  userBankNo: s.text(),
  /** fen */
  amount: s.fen(),
  auditStatus: s.oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** The requestNo it was sent with ('' when none). */
  requestNo: s.text(),
});
export type Withdrawal = s.Output<typeof withdrawalSchema>;

export const withdrawalPageSchema = s.paged(withdrawalSchema);

/** A page of a list that takes no filter. */
export const pageOnlyQuerySchema = v.object({ ...s.pageQuery });
