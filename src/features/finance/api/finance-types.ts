import type { Input, Output } from '@/lib/schema';
import type {
  bankInputSchema,
  billPageSchema,
  billQuerySchema,
  billSchema,
  pageOnlyQuerySchema,
  userBankSchema,
  withdrawalPageSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawBalanceSchema,
} from './finance-schemas';

export { BILL_TYPES } from './finance-schemas';

export type Flag = 0 | 1;

export type UserBank = Output<typeof userBankSchema>;
export type BankInput = Input<typeof bankInputSchema>;
export type Bill = Output<typeof billSchema>;
export type BillType = Bill['type'];
export type BillPage = Output<typeof billPageSchema>;
export type BillQuery = Input<typeof billQuerySchema>;
export type WithdrawBalance = Output<typeof withdrawBalanceSchema>;
/** As sent: the request number is the intent's idempotency key. */
export type WithdrawalRequest = Input<typeof withdrawalRequestSchema>;
/** What the member fills in: the bank account and the amount (fen, > 0). */
export type WithdrawalBody = Omit<WithdrawalRequest, 'requestNo'>;
export type Withdrawal = Output<typeof withdrawalSchema>;
export type WithdrawalPage = Output<typeof withdrawalPageSchema>;
export type PageOnlyQuery = Input<typeof pageOnlyQuerySchema>;
