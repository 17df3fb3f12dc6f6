import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { ADDRESS_LIST_PAGE_SIZE } from '@/config/constants';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { endpointQuery } from '@/lib/endpoint-query';
import {
  goodsToCheck,
  previewOf,
  statusOf,
  type Delivery,
  type PreviewLine,
} from '../utils/line-status';
import { createMatcher, LOOKUPS_AT_ONCE, type LineMatch } from '../utils/match-lines';
import type { OrderLine } from '../utils/order-lines';
import { catalogueLookups, deliverableTo } from './catalogue-lookups';

export interface MatchProgress {
  done: number;
  total: number;
}

const CHECKING: Delivery = { kind: 'checking' };

/**
 * The preview of 批量下单: each line matched against the catalogue (at most a few calls at a
 * time, each id and name asked once), with `progress` while it runs, then the delivery of every
 * good a line may mean checked against the member's default address. `retryFailed` asks again
 * only what failed; `choose` takes the member's stock for a line that may mean several.
 */
export function useLineMatching() {
  const queryClient = useQueryClient();
  const [matcher] = useState(() => createMatcher(catalogueLookups));
  const [lines, setLines] = useState<PreviewLine[]>([]);
  const [progress, setProgress] = useState<MatchProgress | null>(null);
  const [delivery, setDelivery] = useState<Delivery>(CHECKING);
  /** A newer run makes an older one's late answers void. */
  const run = useRef(0);

  const checkDelivery = async (previews: readonly PreviewLine[]): Promise<Delivery> => {
    try {
      const addresses = await queryClient.fetchQuery(
        endpointQuery(addressEndpoints.addresses, {
          query: { pageNo: 1, pageSize: ADDRESS_LIST_PAGE_SIZE },
          takeOver: 'all',
        }),
      );
      const address = addresses.list.find((row) => row.isDefault === 1);
      if (!address) return { kind: 'noAddress' };
      const goodIds = goodsToCheck(previews);
      const deliverable = await deliverableTo(
        address.userAddressId,
        goodIds,
        concurrencyLimit(LOOKUPS_AT_ONCE),
      );
      return { kind: 'checked', deliverable };
    } catch {
      return { kind: 'failed' };
    }
  };

  /** Matches the lines whose match is null; the others keep theirs and their choice. */
  const complete = async (previews: PreviewLine[]) => {
    const current = ++run.current;
    const open = previews.filter((preview) => preview.match === null);
    setLines(previews);
    setDelivery(CHECKING);
    setProgress({ done: 0, total: open.length });
    const matches = new Map<OrderLine, LineMatch>();
    await Promise.all(
      open.map(async (preview) => {
        matches.set(preview.line, await matcher(preview.line));
        if (run.current === current) setProgress({ done: matches.size, total: open.length });
      }),
    );
    if (run.current !== current) return;
    const matched = previews.map((preview) =>
      preview.match === null ? previewOf(preview.line, matches.get(preview.line) ?? null) : preview,
    );
    setLines(matched);
    setProgress(null);
    const checked = await checkDelivery(matched);
    if (run.current === current) setDelivery(checked);
  };

  const match = (orderLines: readonly OrderLine[]) =>
    complete(orderLines.map((line) => previewOf(line, null)));

  const retryFailed = () =>
    complete(
      lines.map((preview) =>
        preview.match?.kind === 'failed' ? previewOf(preview.line, null) : preview,
      ),
    );

  const choose = (lineNo: number, goodStockId: number) =>
    setLines((current) =>
      current.map((preview) => {
        if (preview.line.lineNo !== lineNo || preview.match?.kind !== 'found') return preview;
        const chosen = preview.match.options.find((option) => option.goodStockId === goodStockId);
        return { ...preview, chosen: chosen ?? null };
      }),
    );

  /** Lines out of the preview: those the cart now has. */
  const drop = (lineNos: ReadonlySet<number>) =>
    setLines((current) => current.filter((preview) => !lineNos.has(preview.line.lineNo)));

  const reset = () => {
    run.current += 1;
    setLines([]);
    setProgress(null);
    setDelivery(CHECKING);
  };

  const statuses = lines.map((preview) => statusOf(preview, delivery));
  return { lines, statuses, delivery, progress, match, retryFailed, choose, drop, reset };
}
