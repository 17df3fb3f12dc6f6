import type { BankInput, UserBank } from '@/features/finance/api/finance-schemas';
import { nextSequence } from './sequences';
import type { BankRow, Database } from './types';
import { makeOnlyDefault, passDefaultOn } from './default-flag';
import { financeError } from './errors/finance';

const toUserBank = ({
  userBankId,
  userBank,
  userBankUserName,
  userBankNo,
  isDefault,
}: BankRow): UserBank => ({ userBankId, userBank, userBankUserName, userBankNo, isDefault });

const banksOf = (db: Database, userId: number) => db.banks.filter((bank) => bank.userId === userId);

/** The member's own bank accounts: the default first, then oldest first. */
export const listBanks = (db: Database, userId: number): UserBank[] =>
  banksOf(db, userId)
    .sort((a, b) => b.isDefault - a.isDefault || a.userBankId - b.userBankId)
    .map(toUserBank);

/** The member's own account, or 20903. */
export function findBank(db: Database, userId: number, userBankId: number): BankRow {
  const bank = db.banks.find((row) => row.userBankId === userBankId && row.userId === userId);
  if (!bank) throw financeError('bankNotFound');
  return bank;
}

/** The body of POST/PUT my/bank: all three fields, the number 12 to 19 digits (spaces ignored). */
export function readBankInput(body: Record<string, unknown>): BankInput {
  const field = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  const input = {
    userBank: field('userBank'),
    userBankUserName: field('userBankUserName'),
    userBankNo: field('userBankNo').replace(/\s/g, ''),
  };
  if (!input.userBank || !input.userBankUserName || !input.userBankNo) {
    throw financeError('bankIncomplete');
  }
  if (!/^\d{12,19}$/.test(input.userBankNo)) throw financeError('bankNumberInvalid');
  return input;
}

/** A new account; the member's first one is the default. */
export function createBank(db: Database, userId: number, input: BankInput): UserBank {
  const row: BankRow = {
    userBankId: nextSequence(db, 'bankId'),
    userId,
    ...input,
    isDefault: banksOf(db, userId).length === 0 ? 1 : 0,
  };
  db.banks.push(row);
  return toUserBank(row);
}

export function updateBank(
  db: Database,
  userId: number,
  userBankId: number,
  input: BankInput,
): UserBank {
  const row = findBank(db, userId, userBankId);
  Object.assign(row, input);
  return toUserBank(row);
}

/** Makes the account the default and clears the old default. */
export function setDefaultBank(db: Database, userId: number, userBankId: number): void {
  makeOnlyDefault(banksOf(db, userId), findBank(db, userId, userBankId));
}

/** Deletes the account; when it was the default, the oldest remaining one becomes it. */
export function deleteBank(db: Database, userId: number, userBankId: number): void {
  const row = findBank(db, userId, userBankId);
  db.banks = db.banks.filter((bank) => bank !== row);
  passDefaultOn(row, banksOf(db, userId).sort((a, b) => a.userBankId - b.userBankId)[0]);
}
