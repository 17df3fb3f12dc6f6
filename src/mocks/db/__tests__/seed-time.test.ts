import { seed } from '../seed';
import { seedClock } from '../seed-time';
import { shiftDay, shiftTime } from '../time';

const DAYS = 30;
const SEEDED_AT = new Date(2024, 5, 20, 12);
const THIRTY_DAYS_LATER = new Date(2024, 6, 20, 12);

const DATED = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** Dated values that are facts of history, not rows placed by the seed's clock. */
const FACTS = [/^users\.\d+\.birthday$/, /^times\.\d+\.date$/, /^divisionLists\.business\.\d+\./];

/** Every text value that is a day or a time, by its path in the database. */
function datedValues(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string' && DATED.test(value)) found.set(path, value);
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of datedValues(child, path ? `${path}.${key}` : key)) found.set(...entry);
    }
  }
  return found;
}

/** The value `days` later, in the same format. */
function later(value: string, days: number): string {
  if (value.length === 10) return shiftDay(value, days);
  const seconds = value.length === 16 ? `${value}:00` : value;
  return shiftTime(seconds, days * 24 * 60).slice(0, value.length);
}

describe('the seed clock', () => {
  it('dates every seeded row: a seed a month later is the same seed a month later', () => {
    const first = datedValues(seed(seedClock(SEEDED_AT)));
    const moved = datedValues(seed(seedClock(THIRTY_DAYS_LATER)));
    const rows = [...first].filter(([path]) => !FACTS.some((fact) => fact.test(path)));
    expect(rows.length).toBeGreaterThan(500);
    for (const [path, value] of rows) {
      expect({ path, value: moved.get(path) }).toEqual({ path, value: later(value, DAYS) });
    }
  });

  it('ends the history on the day the database is created', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 1, 3, 8) });
    const db = seed();
    expect(db.orders.at(-1)?.createTime.slice(0, 10)).toBe('2031-02-03');
    expect(db.orders.at(-1)?.payCode).toMatch(/^PC20310203/);
  });

  it('dates no row after the day of seeding but terms still running: contracts’, open tasks’ deadlines and consultations’ appointments', () => {
    const isTerm = (path: string) =>
      /^contracts\./.test(path) ||
      /^logistics\.tasks\.\d+\.deadline$/.test(path) ||
      /^medical\.consultations\.\d+\.appointmentDay$/.test(path);
    const future = [...datedValues(seed(seedClock(SEEDED_AT)))].filter(
      ([path, value]) => value.slice(0, 10) > '2024-06-20' && !isTerm(path),
    );
    expect(future).toEqual([]);
  });

  it('seeds the same database all day long', () => {
    const morning = seed(seedClock(new Date(2024, 5, 20, 0, 5)));
    expect(seed(seedClock(new Date(2024, 5, 20, 23, 55)))).toEqual(morning);
  });
});
