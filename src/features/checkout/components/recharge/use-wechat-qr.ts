import { useCallback, useEffect, useRef, useState } from 'react';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { apiClient } from '@/lib/api-client';
import { useDebounced } from '@/lib/use-debounced';
import { createRequestSequence } from './request-sequence';

type FetchPayUrl = (priceFen: number) => Promise<string>;

/** The WeChat payment URL for an amount, to show as a QR code. */
const createWechatPayUrl: FetchPayUrl = (price) =>
  apiClient.call(rechargeEndpoints.wechatQr, { query: { price } });

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
 * 2 s (DEBOUNCE_MS) after the amount stops changing. An answer for an amount that is no longer
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

  const requestLater = useDebounced((price: number, ticket: number) => {
    if (sequence.isLatest(ticket)) request(price);
  });

  useEffect(() => {
    if (handledPrice.current === priceFen) return;
    const first = handledPrice.current === undefined;
    handledPrice.current = priceFen;
    // A new amount makes any answer still on its way stale.
    const ticket = sequence.next();
    if (!isPayable(priceFen)) requestLater.cancel();
    else if (first) request(priceFen);
    else requestLater(priceFen, ticket);
  }, [priceFen, request, requestLater, sequence]);

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
