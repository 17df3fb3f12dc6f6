import { parseStoredDatabase, serializeDatabase } from '../persist';
import { seed } from '../seed';

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
    ['a missing table', JSON.stringify({ version: 1, database: { ...seed(), carts: undefined } })],
    [
      'a table of the wrong kind',
      JSON.stringify({ version: 1, database: { ...seed(), sessions: [] } }),
    ],
  ])('is ignored when it is %s', (_, raw) => {
    expect(parseStoredDatabase(raw)).toBeNull();
  });
});
