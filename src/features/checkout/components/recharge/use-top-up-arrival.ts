import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { accountEndpoints } from '@/features/account/api/account-endpoints';
import { TOP_UP_POLL_MS } from '@/config/constants';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { useRefreshChanged } from '@/lib/query-changes';

/**
 * Notices a WeChat or Alipay top-up reaching the balance while `watching`: the balance is
 * asked every TOP_UP_POLL_MS (react-query never runs two of these at once, and stops when the
 * dialog closes or `watching` ends), and onArrived runs once when it rises above what it was
 * when watching began; the member's money is then refreshed wherever it is shown.
 */
export function useTopUpArrival(watching: boolean, onArrived: () => void) {
  const refreshChanged = useRefreshChanged();
  const baseline = useRef<number | null>(null);
  const arrived = useRef(false);
  const { data } = useQuery({
    ...endpointQuery(accountEndpoints.info, { background: true }),
    // its own entry, polled and dropped with the dialog, under the member info's key
    queryKey: [...endpointKey(accountEndpoints.info), 'top-up'],
    enabled: watching,
    refetchInterval: TOP_UP_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    staleTime: 0,
  });
  const balance = data?.balance;

  useEffect(() => {
    if (!watching) {
      baseline.current = null;
      return;
    }
    if (balance === undefined || arrived.current) return;
    if (baseline.current === null) {
      baseline.current = balance;
    } else if (balance > baseline.current) {
      arrived.current = true;
      void refreshChanged({ topics: ['balance'] });
      onArrived();
    }
  }, [watching, balance, onArrived, refreshChanged]);
}
