import { vi } from 'vitest';
import { WRITTEN_TODAY } from '@/mocks/db/seed-time';
import { formatTime, shiftDay } from '@/mocks/db/time';
import { mockApi } from './mock-backend';

/**
 * Noon of the day the seed files were written as today: seeded on it, the mock's rows carry the
 * dates written in src/mocks/db (the statement from January 2024, 14 orders in June 2024...).
 */
export const WRITTEN_DAY = new Date(`${WRITTEN_TODAY}T12:00:00`);

/**
 * Stops the clock at `now` (Date only: timers still run) and seeds the mock again on that day,
 * for a test that reads the seed's written dates. The set-up restores both after the test.
 */
export function seedOn(now: Date = WRITTEN_DAY): void {
  vi.useFakeTimers({ toFake: ['Date'], now });
  mockApi.reset();
}

/** Today's date, YYYY-MM-DD in local time, as the mock writes days. */
export const today = (): string => formatTime(new Date()).slice(0, 10);

/** The day `days` from today (before it when negative), YYYY-MM-DD. */
export const dayFromToday = (days: number): string => shiftDay(today(), days);
