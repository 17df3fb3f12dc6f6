import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { createWechatPayUrl } from '@/features/checkout/api/recharge-api';
import { createRequestSequence } from './request-sequence';

type FetchPayUrl = (priceFen: number) => Promise<string>;

interface QrAnswer {
  priceFen: number;
  url: string | null;
}

export interface WechatQr {
  /** The payment URL for the current amount; null while it is being made or when it failed. */
  url: string | null;
  loading: boolean;
  failed: boolean;
  /** Makes a fresh code for the current amount at once (double-click). */
  refresh(): void;
}

const isPayable = (priceFen: number | null): priceFen is number =>
  priceFen !== null && priceFen > 0;

/**
 * The WeChat payment URL for an amount: made at once for the first amount, then again
 * DEBOUNCE_MS after the amount stops changing. An answer for an amount that is no longer
 * current, or to a request that a newer one replaced, is never shown.
 */
export function useWechatQr(
  priceFen: number | null,
  fetchPayUrl: FetchPayUrl = createWechatPayUrl,
): WechatQr {
  const [answer, setAnswer] = useState<QrAnswer | null>(null);
  const [sequence] = useState(createRequestSequence);
  const fetchRef = useRef(fetchPayUrl);
  /** The amount the effect last acted on; undefined before the first code. */
  const handledPrice = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    fetchRef.current = fetchPayUrl;
  }, [fetchPayUrl]);

  const request = useCallback(
    (price: number) => {
      const ticket = sequence.next();
      fetchRef.current(price).then(
        (url) => {
          if (sequence.isLatest(ticket)) setAnswer({ priceFen: price, url });
        },
        () => {
          if (sequence.isLatest(ticket)) setAnswer({ priceFen: price, url: null });
        },
      );
    },
    [sequence],
  );

  useEffect(() => {
    if (handledPrice.current === priceFen) return;
    const first = handledPrice.current === undefined;
    handledPrice.current = priceFen;
    // A new amount makes any answer still on its way stale.
    const ticket = sequence.next();
    if (!isPayable(priceFen)) return;
    if (first) {
      request(priceFen);
      return;
    }
    const timer = setTimeout(() => {
      if (sequence.isLatest(ticket)) request(priceFen);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [priceFen, request, sequence]);

  const current = answer !== null && answer.priceFen === priceFen ? answer : null;
  return {
    url: current?.url ?? null,
    loading: isPayable(priceFen) && current === null,
    failed: current !== null && current.url === null,
    refresh: () => {
      if (isPayable(priceFen)) request(priceFen);
    },
  };
}
