import { createAddress, deleteAddress } from '../addresses';
import { createBank, deleteBank } from '../banks';
import { createDraft, deleteDraft } from '../cooperation';
import { parseStoredDatabase, serializeDatabase } from '../persist';
import { seed } from '../seed';
import { nextSequence } from '../sequences';
import type { Database } from '../types';

const NOW = new Date(2024, 5, 20, 12);

/** A table that deletes rows: how a member adds one (answering its id) and deletes one. */
interface DeletingTable {
  name: string;
  add(db: Database): number;
  remove(db: Database, id: number): void;
}

const TABLES: DeletingTable[] = [
  {
    name: 'addresses',
    add: (db) => createAddress(db, 1, { ...db.addresses[0], isDefault: 0 }).userAddressId,
    remove: (db, id) => deleteAddress(db, 1, id),
  },
  {
    name: 'bank accounts',
    add: (db) =>
      createBank(db, 1, {
        userBank: '中国银行',
        userBankUserName: '林晓雨',
        userBankNo: '6216610200016587010',
      }).userBankId,
    remove: (db, id) => deleteBank(db, 1, id),
  },
  {
    name: 'cooperation drafts',
    add: (db) =>
      createDraft(
        db,
        db.users[0],
        { title: '草稿', roleId: 1, categoryId: 1, description: '', quantity: 1, budget: 100 },
        NOW,
      ).draftId,
    remove: (db, id) => deleteDraft(db, 1, id),
  },
];

describe('id sequences', () => {
  it.each(TABLES)('never hand out the id of a deleted row of $name again', ({ add, remove }) => {
    const db = seed();
    const deleted = add(db);
    remove(db, deleted);
    const next = add(db);
    expect(next).toBeGreaterThan(deleted);
  });

  it.each(TABLES)('keep counting for $name through storage', ({ add, remove }) => {
    const db = seed();
    const deleted = add(db);
    remove(db, deleted);
    const restored = parseStoredDatabase(serializeDatabase(db));
    expect(restored).not.toBeNull();
    expect(add(restored as Database)).toBeGreaterThan(deleted);
  });

  it('raise a stored sequence that is missing or behind its table to the largest id in use', () => {
    const db = seed();
    const stored = JSON.parse(serializeDatabase(db)) as { database: Database };
    const sequences: Partial<Database['sequences']> = { ...db.sequences, orderId: 1 };
    delete sequences.bankId;
    const raw = JSON.stringify({ ...stored, database: { ...stored.database, sequences } });
    const restored = parseStoredDatabase(raw) as Database;
    const largest = (ids: number[]) => Math.max(...ids);
    expect(nextSequence(restored, 'orderId')).toBe(
      largest(db.orders.map((order) => order.orderId)) + 1,
    );
    expect(nextSequence(restored, 'bankId')).toBe(
      largest(db.banks.map((bank) => bank.userBankId)) + 1,
    );
  });
});
