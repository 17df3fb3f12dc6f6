import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { readDayRange, type DayRange } from '@/lib/day-range';
import { positiveInt } from '@/lib/positive-int';
import {
  BATCH_STATUSES,
  BATCH_TYPES,
  type BatchQuery,
  type BatchStatus,
  type BatchType,
  type StockLogQuery,
  type StockTotalQuery,
} from '../api/warehouse-types';

/**
 * The three lists of total_storage keep their page and filters in the URL, each under its own
 * names so that paging one leaves the others where they are.
 */
export const WAREHOUSE_PARAMS = {
  totalsPage: 'totalsPage',
  keyword: 'keyword',
  batchPage: 'batchPage',
  batchStatus: 'batchStatus',
  batchType: 'batchType',
  logPage: 'logPage',
  start: 'start',
  end: 'end',
} as const;

type UrlChanges = Record<string, string | number>;

const pageOf = (searchParams: URLSearchParams, name: string) =>
  positiveInt(searchParams.get(name)) ?? 1;

function enumOf<T extends number>(values: readonly T[], raw: string | null): T | null {
  return raw === null || raw === ''
    ? null
    : (values.find((value) => String(value) === raw) ?? null);
}

export interface TotalsFilters {
  page: number;
  keyword: string;
}

export const readTotalsFilters = (searchParams: URLSearchParams): TotalsFilters => ({
  page: pageOf(searchParams, WAREHOUSE_PARAMS.totalsPage),
  keyword: searchParams.get(WAREHOUSE_PARAMS.keyword)?.trim() ?? '',
});

export const toTotalsQuery = (filters: TotalsFilters): StockTotalQuery => ({
  pageNo: filters.page,
  pageSize: DEFAULT_PAGE_SIZE,
  ...(filters.keyword && { keyword: filters.keyword }),
});

export interface BatchFilters {
  page: number;
  batchStatus: BatchStatus | null;
  batchType: BatchType | null;
}

/** An unknown status or type in the URL is no filter. */
export const readBatchFilters = (searchParams: URLSearchParams): BatchFilters => ({
  page: pageOf(searchParams, WAREHOUSE_PARAMS.batchPage),
  batchStatus: enumOf(BATCH_STATUSES, searchParams.get(WAREHOUSE_PARAMS.batchStatus)),
  batchType: enumOf(BATCH_TYPES, searchParams.get(WAREHOUSE_PARAMS.batchType)),
});

export const toBatchQuery = (filters: BatchFilters): BatchQuery => ({
  pageNo: filters.page,
  pageSize: DEFAULT_PAGE_SIZE,
  ...(filters.batchStatus !== null && { batchStatus: filters.batchStatus }),
  ...(filters.batchType !== null && { batchType: filters.batchType }),
});

/** New batch filters send the batch list back to its first page. */
export const batchFilterChanges = (
  batchStatus: BatchStatus | null,
  batchType: BatchType | null,
): UrlChanges => ({
  [WAREHOUSE_PARAMS.batchStatus]: batchStatus ?? '',
  [WAREHOUSE_PARAMS.batchType]: batchType ?? '',
  [WAREHOUSE_PARAMS.batchPage]: 1,
});

export interface LogFilters {
  page: number;
  range: DayRange | null;
}

/** A malformed, half given or reversed range is no filter. */
export const readLogFilters = (searchParams: URLSearchParams): LogFilters => ({
  page: pageOf(searchParams, WAREHOUSE_PARAMS.logPage),
  range: readDayRange(searchParams, WAREHOUSE_PARAMS),
});

export const toLogQuery = ({ page, range }: LogFilters): StockLogQuery => ({
  pageNo: page,
  pageSize: DEFAULT_PAGE_SIZE,
  ...(range && { startTime: range[0], endTime: range[1] }),
});

export const logRangeChanges = (range: DayRange | null): UrlChanges => ({
  [WAREHOUSE_PARAMS.start]: range?.[0] ?? '',
  [WAREHOUSE_PARAMS.end]: range?.[1] ?? '',
  [WAREHOUSE_PARAMS.logPage]: 1,
});
