import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import { BILL_TYPES } from '@/lib/enums/bill-type';
import {
  fen,
  flag,
  int,
  list,
  oneOf,
  optional,
  pageQuery,
  paged,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** One of the member's bank accounts. */
export const userBankSchema = v.object({
  userBankId: int(),
  userBank: text(),
  userBankUserName: text(),
  /** Digits only. */
  userBankNo: text(),
  isDefault: flag(),
});
export type UserBank = Output<typeof userBankSchema>;

export const userBanksSchema = list(userBankSchema);

/** A bank account as the member enters it. */
export const bankInputSchema = v.object({
  userBank: v.string(),
  userBankUserName: v.string(),
  /** Digits only. */
  userBankNo: v.string(),
});
export type BankInput = Input<typeof bankInputSchema>;

/** One line of the statement. */
export const billSchema = v.object({
  billId: int(),
  // a line of a kind the app does not know is left out: money in and out are never guessed
  type: v.picklist(BILL_TYPES),
  /** fen, signed: positive is money in, negative money out. */
  amount: fen(),
  /** fen, the balance after this movement. */
  balanceAfter: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  remark: text(),
  /** The withdrawal's audit status on WITHDRAW lines; UNDEFINED on the others. */
  auditStatus: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
});
export type Bill = Output<typeof billSchema>;

export const billPageSchema = paged(billSchema);
export type BillPage = Output<typeof billPageSchema>;

/** The statement's query: dates are YYYY-MM-DD, both days included. */
export const billQuerySchema = v.object({
  ...pageQuery,
  type: optional(v.picklist(BILL_TYPES)),
  startTime: optional(v.string()),
  endTime: optional(v.string()),
});
export type BillQuery = Input<typeof billQuerySchema>;

/** The balance, fen. */
export const withdrawBalanceSchema = v.object({
  /** available + frozen */
  balance: fen(),
  /** Held by withdrawal requests under audit. */
  frozen: fen(),
  /** What can be spent or withdrawn. */
  available: fen(),
});
export type WithdrawBalance = Output<typeof withdrawBalanceSchema>;

/** A withdrawal request as sent. */
export const withdrawalRequestSchema = v.object({
  userBankId: v.number(),
  /** fen, > 0 */
  amount: v.number(),
  /** The intent's idempotency key, so a request whose answer was lost can be looked up. */
  requestNo: v.string(),
});

/** As sent: the request number is the intent's idempotency key. */
export type WithdrawalRequest = Input<typeof withdrawalRequestSchema>;

/** What the member fills in: the bank account and the amount (fen, > 0). */
export type WithdrawalBody = Omit<WithdrawalRequest, 'requestNo'>;

/** One withdrawal request. */
export const withdrawalSchema = v.object({
  applyId: int(),
  userBankId: int(),
  userBank: text(),
  userBankNo: text(),
  /** fen */
  amount: fen(),
  auditStatus: oneOf(AUDIT_STATUSES, 'UNDEFINED'),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** The requestNo it was sent with ('' when none). */
  requestNo: text(),
});
export type Withdrawal = Output<typeof withdrawalSchema>;

export const withdrawalPageSchema = paged(withdrawalSchema);
export type WithdrawalPage = Output<typeof withdrawalPageSchema>;

/** A page of a list that takes no filter. */
export const pageOnlyQuerySchema = v.object({ ...pageQuery });
export type PageOnlyQuery = Input<typeof pageOnlyQuerySchema>;
