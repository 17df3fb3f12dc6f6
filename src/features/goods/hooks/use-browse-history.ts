import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import type { GoodDetail } from '../api/goods-schemas';
import { clearHistory, readHistory, recordView, type HistoryEntry } from '../utils/browse-history';

/** The logged-in member's browse history, newest first, with a way to clear it. */
export function useBrowseHistory() {
  const userId = useSessionStore((state) => state.user?.userId);
  const [entries, setEntries] = useState<HistoryEntry[]>(() =>
    userId === undefined ? [] : readHistory(userId),
  );
  const clear = () => {
    if (userId !== undefined) clearHistory(userId);
    setEntries([]);
  };
  return { entries, clear };
}

/** Records a view of `good` once it has loaded: once per good shown, not on every refetch. */
export function useRecordView(good: GoodDetail | undefined) {
  const userId = useSessionStore((state) => state.user?.userId);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (userId === undefined || !good || recorded.current === good.goodId) return;
    recorded.current = good.goodId;
    recordView(userId, {
      goodId: good.goodId,
      goodName: good.goodName,
      goodImg: good.goodImg,
      price: good.price,
      viewedAt: new Date().toISOString(),
    });
  }, [userId, good]);
}
