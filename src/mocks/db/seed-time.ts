import { formatTime, shiftDay, shiftTime } from './time';

/**
 * The day the seed files were written as today: their newest order and announcement are of
 * this day, their history runs up to it (and, for tasks and team, on from it).
 */
export const WRITTEN_TODAY = '2024-06-20';

/**
 * The seed's time base: every dated row of the seed takes its time from here.
 * - Dates written in the seed files (orders, statement, news, tasks, records...) are read
 *   through `time` and `day`, which move them by whole days so that WRITTEN_TODAY becomes the
 *   day of seeding: the history ends today, whenever the database is created.
 * - Rows that must keep their state whenever the database is seeded (contracts by their end
 *   date, the distribution centre's recent orders) are placed from the day of seeding itself.
 * Facts of history are not dated rows and stay as written: birthdays, the platform's timeline,
 * the divisions' milestones, honours and customers' first years.
 */
export interface SeedClock {
  /** A time written 'YYYY-MM-DD HH:mm:ss', where this seed places it. */
  time(written: string): string;
  /** A day written 'YYYY-MM-DD', where this seed places it. */
  day(written: string): string;
  /** The time some minutes from the start of the day of seeding, in local time. */
  fromSeedingDay(minutes: number): string;
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The clock of a database seeded at `seededAt` (local time): the same for the whole day, so a
 * given day always seeds the same database.
 */
export function seedClock(seededAt: Date): SeedClock {
  const shiftDays = daysBetween(WRITTEN_TODAY, formatTime(seededAt).slice(0, 10));
  return {
    time: (written) => shiftTime(written, shiftDays * 24 * 60),
    day: (written) => shiftDay(written, shiftDays),
    fromSeedingDay: (minutes) =>
      formatTime(
        new Date(seededAt.getFullYear(), seededAt.getMonth(), seededAt.getDate(), 0, minutes),
      ),
  };
}
