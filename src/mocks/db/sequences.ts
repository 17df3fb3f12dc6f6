import type { Database, Sequences } from './types';

/** The next value of an id sequence; ids are never reused, even after rows are deleted. */
export function nextSequence(db: Database, name: keyof Sequences): number {
  db.sequences[name] += 1;
  return db.sequences[name];
}
