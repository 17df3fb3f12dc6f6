import type { UserBank } from '@/features/checkout/api/recharge-types';
import type { BankRow, Database } from './types';

const toUserBank = ({ userBankId, userBank, userBankUserName, userBankNo }: BankRow): UserBank => ({
  userBankId,
  userBank,
  userBankUserName,
  userBankNo,
});

/** The member's own bank accounts, oldest first. */
export const listBanks = (db: Database, userId: number): UserBank[] =>
  db.banks.filter((bank) => bank.userId === userId).map(toUserBank);
