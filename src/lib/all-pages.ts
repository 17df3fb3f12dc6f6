import type { Paged } from './schema';

/** One page of a list as the screen filters it: 1-based page, its size, and a signal to stop. */
export type PageReader<Row> = (
  pageNo: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<Paged<Row>>;

/** Where a walk through a list's pages stands: rows read so far, out of the list's total. */
export interface PagesProgress<Row> {
  rows: readonly Row[];
  total: number;
}

/** Nothing read yet: the total is known with the first page. */
export const NOTHING_READ: PagesProgress<never> = { rows: [], total: Number.NaN };

/**
 * A page that failed twice ('page': a retry resumes from `progress`), or a list whose total or
 * pages changed while it was read, a line added or gone shifting them ('changed': a retry
 * starts again).
 */
export class PagesError<Row> extends Error {
  constructor(
    readonly reason: 'page' | 'changed',
    readonly progress: PagesProgress<Row>,
  ) {
    super(reason === 'page' ? 'A page of the list failed twice' : 'The list changed while read');
  }
}

/** Rows per request: few requests for thousands of rows, each answer still small. */
export const EXPORT_PAGE_SIZE = 200;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A page, asked again once when it fails for any reason but a stop; null when both failed. */
async function readTwice<Row>(read: PageReader<Row>, pageNo: number, signal: AbortSignal) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await read(pageNo, EXPORT_PAGE_SIZE, signal);
    } catch (error) {
      if (signal.aborted || isAbort(error)) throw error;
    }
  }
  return null;
}

/**
 * Reads every page of a list from `from` (nothing read, or where a failed walk stood), telling
 * `onProgress` after each page; rejects with a PagesError as above, or as the reader does once
 * `signal` aborts.
 */
export async function readAllPages<Row>(
  read: PageReader<Row>,
  signal: AbortSignal,
  onProgress: (progress: PagesProgress<Row>) => void,
  from: PagesProgress<Row> = NOTHING_READ,
): Promise<readonly Row[]> {
  let progress = from;
  while (Number.isNaN(progress.total) || progress.rows.length < progress.total) {
    const page = await readTwice(read, progress.rows.length / EXPORT_PAGE_SIZE + 1, signal);
    if (page === null) throw new PagesError('page', progress);
    const rows = [...progress.rows, ...page.list];
    const known = Number.isNaN(progress.total) ? page.total : progress.total;
    const short = page.list.length < EXPORT_PAGE_SIZE && rows.length < known;
    if (page.total !== known || short || rows.length > known) {
      throw new PagesError('changed', NOTHING_READ);
    }
    progress = { rows, total: known };
    onProgress(progress);
  }
  return progress.rows;
}
