// @vitest-environment jsdom
import {
  addHistoryEntry,
  clearHistory,
  HISTORY_LIMIT,
  historyKey,
  parseHistory,
  readHistory,
  recordView,
  type HistoryEntry,
} from '../browse-history';

const entry = (goodId: number, viewedAt = `2024-06-${String(goodId).padStart(2, '0')}`) =>
  ({
    goodId,
    goodName: `商品${goodId}`,
    goodImg: `/goods/office-1.svg`,
    price: goodId * 100,
    viewedAt,
  }) satisfies HistoryEntry;

describe('addHistoryEntry', () => {
  it('puts the newest first and keeps each good once', () => {
    const list = [entry(2), entry(1)];
    const next = addHistoryEntry(list, entry(1, 'later'));
    expect(next.map((item) => item.goodId)).toEqual([1, 2]);
    expect(next[0].viewedAt).toBe('later');
    expect(list).toHaveLength(2);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    let list: HistoryEntry[] = [];
    for (let id = 1; id <= HISTORY_LIMIT + 5; id += 1) list = addHistoryEntry(list, entry(id));
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0].goodId).toBe(HISTORY_LIMIT + 5);
    expect(list.at(-1)?.goodId).toBe(6);
  });
});

describe('parseHistory', () => {
  it('reads an empty history from nothing, corrupt JSON or a non-list', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory('{"goodId":1}')).toEqual([]);
  });

  it(`keeps only the newest ${HISTORY_LIMIT} of an over-long stored list`, () => {
    const stored = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => entry(index + 1));
    const parsed = parseHistory(JSON.stringify(stored));
    expect(parsed).toHaveLength(HISTORY_LIMIT);
    expect(parsed[0].goodId).toBe(1);
    expect(parsed.at(-1)?.goodId).toBe(HISTORY_LIMIT);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify([entry(1), { goodId: 'x' }, { ...entry(2), price: 1.5 }, null]);
    expect(parseHistory(raw)).toEqual([entry(1)]);
  });
});

describe('history storage', () => {
  it('records per member and clears only that member', () => {
    recordView(1, entry(5));
    recordView(1, entry(6));
    recordView(2, entry(7));
    expect(readHistory(1).map((item) => item.goodId)).toEqual([6, 5]);
    expect(readHistory(2).map((item) => item.goodId)).toEqual([7]);
    expect(localStorage.getItem(historyKey(1))).not.toBeNull();

    clearHistory(1);
    expect(readHistory(1)).toEqual([]);
    expect(readHistory(2)).toHaveLength(1);
  });

  it('drops the oldest stored good when a view goes over the limit', () => {
    for (let id = 1; id <= HISTORY_LIMIT; id += 1) recordView(3, entry(id));
    recordView(3, entry(HISTORY_LIMIT + 1));
    const ids = readHistory(3).map((item) => item.goodId);
    expect(ids).toHaveLength(HISTORY_LIMIT);
    expect(ids[0]).toBe(HISTORY_LIMIT + 1);
    expect(ids).not.toContain(1);
  });

  it('keeps browsing when storage refuses to save', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(recordView(1, entry(1), full)).toEqual([entry(1)]);
  });
});
