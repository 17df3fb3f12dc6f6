import { inBrowserPage } from '../runtime';
import { seed } from './seed';
import { restoreSequences } from './sequences';
import type { Database } from './types';

const STORAGE_KEY = 'member-platform-mock-db';
/** Bump whenever the shape of Database changes: an older saved database is replaced by the seed. */
const SCHEMA_VERSION = 13;

interface StoredDatabase {
  version: number;
  database: Database;
}

/** localStorage in a real browser page; null in node and vitest, where the database stays in memory. */
export function openStorage(): Storage | null {
  if (!inBrowserPage()) return null;
  try {
    return window.localStorage;
  } catch {
    // storage disabled by the browser (privacy mode, sandboxed frame): memory only
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every table of the seed is present with the same kind (list or record). */
function hasSeedShape(value: unknown): value is Database {
  if (!isRecord(value)) return false;
  return Object.entries(seed()).every(([table, rows]) =>
    Array.isArray(rows) ? Array.isArray(value[table]) : isRecord(value[table]),
  );
}

function isStoredDatabase(value: unknown): value is StoredDatabase {
  return isRecord(value) && value.version === SCHEMA_VERSION && hasSeedShape(value.database);
}

/**
 * The saved database, or null when nothing usable is stored (missing, corrupt, older version);
 * its sequences never hand out an id its tables hold.
 */
export function parseStoredDatabase(raw: string | null): Database | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredDatabase(parsed) ? restoreSequences(parsed.database) : null;
  } catch {
    return null;
  }
}

export const serializeDatabase = (database: Database): string =>
  JSON.stringify({ version: SCHEMA_VERSION, database } satisfies StoredDatabase);

export const readStoredRaw = (storage: Storage): string | null => storage.getItem(STORAGE_KEY);

export function writeStoredRaw(storage: Storage, raw: string): void {
  try {
    storage.setItem(STORAGE_KEY, raw);
  } catch {
    // quota exceeded: keep serving from memory rather than failing the request
  }
}
