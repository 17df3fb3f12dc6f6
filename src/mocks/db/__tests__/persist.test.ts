import { parseStoredDatabase, serializeDatabase } from '../persist';
import { seed } from '../seed';

/** A stored database of the current version with `change` applied to its tables. */
function storedWith(change: Record<string, unknown>): string {
  const stored = JSON.parse(serializeDatabase(seed())) as { database: object };
  return JSON.stringify({ ...stored, database: { ...stored.database, ...change } });
}

describe('stored database', () => {
  it('round-trips', () => {
    const db = seed();
    db.users[0].balance = 123;
    expect(parseStoredDatabase(serializeDatabase(db))).toEqual(db);
  });

  it.each([
    ['nothing', null],
    ['corrupt JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 0, database: seed() })],
    ['a missing table', storedWith({ carts: undefined })],
    ['a table of the wrong kind', storedWith({ sessions: [] })],
  ])('is ignored when it is %s', (_, raw) => {
    expect(parseStoredDatabase(raw)).toBeNull();
  });
});
