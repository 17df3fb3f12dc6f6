import type { BankInput } from '../api/finance-schemas';

/** What the bank form holds: the number grouped in fours as it was typed. */
export interface BankFormValues {
  userBank: string;
  userBankUserName: string;
  userBankNo: string;
}

/** The body of POST/PUT my/bank: trimmed text and the number as digits only. */
export const toBankInput = (values: BankFormValues): BankInput => ({
  userBank: values.userBank.trim(),
  userBankUserName: values.userBankUserName.trim(),
  userBankNo: values.userBankNo.replace(/\s/g, ''),
});

/** `招商银行（尾号 4321）`: how a bank is named in lists and choices. */
export const bankLabel = (bank: { userBank: string }, tail: string): string =>
  `${bank.userBank}（${tail}）`;
