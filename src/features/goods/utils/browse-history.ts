/** One viewed good, as the member's browse history keeps it (client side only). */
export interface HistoryEntry {
  goodId: number;
  goodName: string;
  goodImg: string;
  /** fen */
  price: number;
  /** ISO 8601 */
  viewedAt: string;
}

export const HISTORY_LIMIT = 50;

/** One list per member, so members sharing a browser do not see each other's history. */
export const historyKey = (userId: number): string => `browse-history:${userId}`;

/** Newest first, each good once, at most `limit` entries. */
export function addHistoryEntry(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  return [entry, ...entries.filter((item) => item.goodId !== entry.goodId)].slice(0, limit);
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { goodId, goodName, goodImg, price, viewedAt } = value as Record<string, unknown>;
  return (
    Number.isInteger(goodId) &&
    typeof goodName === 'string' &&
    typeof goodImg === 'string' &&
    Number.isInteger(price) &&
    typeof viewedAt === 'string'
  );
}

/**
 * What was stored, keeping only the newest `limit` well-formed entries (a list written by
 * another tab or an older version may be longer); anything unreadable is an empty history.
 */
export function parseHistory(raw: string | null, limit = HISTORY_LIMIT): HistoryEntry[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isHistoryEntry).slice(0, limit) : [];
  } catch {
    return [];
  }
}

export const readHistory = (userId: number, storage: Storage = localStorage): HistoryEntry[] =>
  parseHistory(storage.getItem(historyKey(userId)));

export function recordView(
  userId: number,
  entry: HistoryEntry,
  storage: Storage = localStorage,
): HistoryEntry[] {
  const next = addHistoryEntry(readHistory(userId, storage), entry);
  try {
    storage.setItem(historyKey(userId), JSON.stringify(next));
  } catch {
    // storage full or disabled: the history is a convenience, browsing goes on without it
  }
  return next;
}

export const clearHistory = (userId: number, storage: Storage = localStorage): void =>
  storage.removeItem(historyKey(userId));
