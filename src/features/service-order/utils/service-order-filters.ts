import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import {
  INTERRUPT_STATUSES,
  SERVICE_ORDER_KINDS,
  type InterruptStatus,
  type ServiceOrderKind,
  type ServiceOrderQuery,
} from '../api/service-order-types';

/** The list's filters as they live in the URL: ?kind=&interruptStatus=&page=. */
export interface ServiceOrderFilters {
  page: number;
  kind: ServiceOrderKind | null;
  interruptStatus: InterruptStatus | null;
}

/** An unknown kind or status in the URL is no filter. */
export function readServiceOrderFilters(
  searchParams: URLSearchParams,
  page: number,
): ServiceOrderFilters {
  const kind = searchParams.get('kind');
  const status = searchParams.get('interruptStatus');
  return {
    page,
    kind: SERVICE_ORDER_KINDS.find((known) => known === kind) ?? null,
    interruptStatus:
      status === null || status === ''
        ? null
        : (INTERRUPT_STATUSES.find((known) => String(known) === status) ?? null),
  };
}

export const toServiceOrderQuery = (filters: ServiceOrderFilters): ServiceOrderQuery => ({
  pageNo: filters.page,
  pageSize: DEFAULT_PAGE_SIZE,
  ...(filters.kind && { kind: filters.kind }),
  ...(filters.interruptStatus !== null && { interruptStatus: filters.interruptStatus }),
});

/** New filters send the list back to its first page. */
export const serviceOrderFilterChanges = (
  kind: ServiceOrderKind | null,
  interruptStatus: InterruptStatus | null,
): Record<string, string | number> => ({
  kind: kind ?? '',
  interruptStatus: interruptStatus ?? '',
  page: 1,
});
