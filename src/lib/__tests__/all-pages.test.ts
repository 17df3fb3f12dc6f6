import {
  EXPORT_PAGE_SIZE,
  NOTHING_READ,
  PagesError,
  readAllPages,
  type PageReader,
  type PagesProgress,
} from '../all-pages';

const lines = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** A list of `count` rows served page by page, failing the pages `failing` names as often as told. */
function listOf(count: number, failing: Record<number, number> = {}) {
  const asked: number[] = [];
  const read: PageReader<number> = (pageNo, pageSize) => {
    asked.push(pageNo);
    if ((failing[pageNo] ?? 0) > 0) {
      failing[pageNo] -= 1;
      return Promise.reject(new Error('网络异常'));
    }
    const start = (pageNo - 1) * pageSize;
    return Promise.resolve({ list: lines(count).slice(start, start + pageSize), total: count });
  };
  return { read, asked };
}

const walk = (read: PageReader<number>, from: PagesProgress<number> = NOTHING_READ) => {
  const seen: string[] = [];
  const done = readAllPages(
    read,
    new AbortController().signal,
    ({ rows, total }) => {
      seen.push(`${rows.length}/${total}`);
    },
    from,
  );
  return { done, seen };
};

describe('readAllPages', () => {
  it('reads every row of every page in order, telling its progress after each page', async () => {
    const { read, asked } = listOf(EXPORT_PAGE_SIZE * 2 + 5);
    const { done, seen } = walk(read);
    expect(await done).toEqual(lines(EXPORT_PAGE_SIZE * 2 + 5));
    expect(asked).toEqual([1, 2, 3]);
    expect(seen).toEqual(['200/405', '400/405', '405/405']);
  });

  it('reads an empty list in one request', async () => {
    const { read, asked } = listOf(0);
    expect(await walk(read).done).toEqual([]);
    expect(asked).toEqual([1]);
  });

  it('asks a failed page again once and goes on', async () => {
    const { read, asked } = listOf(450, { 2: 1 });
    expect(await walk(read).done).toHaveLength(450);
    expect(asked).toEqual([1, 2, 2, 3]);
  });

  it('stops at a page that fails twice, and a retry resumes there without reading again', async () => {
    const { read, asked } = listOf(450, { 2: 2 });
    const failure = await walk(read).done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PagesError);
    const { reason, progress } = failure as PagesError<number>;
    expect(reason).toBe('page');
    expect(progress.rows).toHaveLength(200);

    const resumed = walk(read, progress);
    expect(await resumed.done).toEqual(lines(450));
    expect(asked).toEqual([1, 2, 2, 2, 3]);
  });

  it('refuses a list whose total changes between pages, and a retry starts again', async () => {
    let count = 300;
    const read: PageReader<number> = (pageNo, pageSize) => {
      const answer = {
        list: lines(count).slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: count,
      };
      count += 1;
      return Promise.resolve(answer);
    };
    const failure = (await walk(read).done.catch((error: unknown) => error)) as PagesError<number>;
    expect(failure.reason).toBe('changed');
    expect(failure.progress.rows).toEqual([]);
  });

  it('stops at once when aborted, without asking the page again', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const read: PageReader<number> = (pageNo, _size, signal) => {
      asked.push(pageNo);
      controller.abort();
      return Promise.reject(signal.reason as Error);
    };
    await expect(readAllPages(read, controller.signal, () => undefined)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(asked).toEqual([1]);
  });
});
