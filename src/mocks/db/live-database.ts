import {
  openStorage,
  parseStoredDatabase,
  readStoredRaw,
  serializeDatabase,
  writeStoredRaw,
} from './persist';
import { seed } from './seed';
import type { Database } from './types';

const storage = openStorage();
let database: Database = seed();
/** The stored text `database` was last read from or written as. */
let syncedRaw: string | null = null;

/** Picks up what another tab (or a test via localStorage) saved since we last looked. */
function syncFromStorage(): void {
  if (!storage) return;
  const raw = readStoredRaw(storage);
  if (raw === syncedRaw) return;
  database = parseStoredDatabase(raw) ?? seed();
  syncedRaw = raw;
}

function save(): void {
  if (!storage) return;
  syncedRaw = serializeDatabase(database);
  writeStoredRaw(storage, syncedRaw);
}

/**
 * Runs one synchronous unit of work on the live database and saves it afterwards, even when
 * the work throws. Keep `work` synchronous so that no other request interleaves.
 */
export function withDatabase<T>(work: (db: Database) => T): T {
  syncFromStorage();
  try {
    return work(database);
  } finally {
    save();
  }
}

export function resetDatabase(): void {
  database = seed();
  save();
}
