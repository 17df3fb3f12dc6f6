import type { PageQuery } from '@/lib/api-types';
import type { AuditStatus } from '@/lib/enums/audit-status';

export type Flag = 0 | 1;

/** GET v1/front/my/bank: one of the member's bank accounts. */
export interface UserBank {
  userBankId: number;
  userBank: string;
  userBankUserName: string;
  /** Digits only. */
  userBankNo: string;
  isDefault: Flag;
}

/** The body of POST v1/front/my/bank and PUT v1/front/my/bank/{id} (designed). */
export interface BankInput {
  userBank: string;
  userBankUserName: string;
  /** Digits only. */
  userBankNo: string;
}

/** The kinds of money movement in the member's statement. */
export const BILL_TYPES = [
  'RECHARGE',
  'CONSUME',
  'REFUND',
  'WITHDRAW',
  'INCOME',
  'REWARD',
] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** SPEC section 3, audit status. */

/** One line of GET v1/front/withdraw/deposit (designed). */
export interface Bill {
  billId: number;
  type: BillType;
  /** fen, signed: positive is money in, negative money out. */
  amount: number;
  /** fen, the balance after this movement. */
  balanceAfter: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  remark: string;
  /** The withdrawal's audit status on WITHDRAW lines; UNDEFINED on the others. */
  auditStatus: AuditStatus;
}

export interface BillPage {
  list: Bill[];
  total: number;
}

/** The statement's query: dates are YYYY-MM-DD, both days included. */
export interface BillQuery extends PageQuery {
  type?: BillType;
  startTime?: string;
  endTime?: string;
}

/** GET v1/front/withdraw/deposit/balance (designed), fen. */
export interface WithdrawBalance {
  /** available + frozen */
  balance: number;
  /** Held by withdrawal requests under audit. */
  frozen: number;
  /** What can be spent or withdrawn. */
  available: number;
}

/** POST v1/front/withdraw/deposit (designed). */
export interface WithdrawalBody {
  userBankId: number;
  /** fen, > 0 */
  amount: number;
}

/** As sent: the request number is the intent's idempotency key, so a lost answer can be looked up. */
export interface WithdrawalRequest extends WithdrawalBody {
  requestNo: string;
}

/** One withdrawal request (GET v1/front/withdraw/deposit/apply, designed). */
export interface Withdrawal {
  applyId: number;
  userBankId: number;
  userBank: string;
  userBankNo: string;
  /** fen */
  amount: number;
  auditStatus: AuditStatus;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** The requestNo it was sent with ('' when none). */
  requestNo: string;
}

export interface WithdrawalPage {
  list: Withdrawal[];
  total: number;
}
