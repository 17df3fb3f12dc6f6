import { concurrencyLimit } from '@/lib/concurrency-limit';
import type { OrderLine } from './order-lines';

/** A good of the catalogue with its stocks, as its detail gives them. */
export interface CatalogueGood {
  goodId: number;
  goodName: string;
  stocks: readonly { goodStockId: number; goodStockName: string; stock: number }[];
}

/** One stock a line may mean, with its good. */
export interface StockOption {
  goodId: number;
  goodName: string;
  goodStockId: number;
  goodStockName: string;
  /** Units in stock: the most the line may ask for. */
  stock: number;
}

/** The catalogue calls a match makes; each rejects when the call failed. */
export interface CatalogueLookups {
  /** The good with this id, or null when there is none. */
  goodById(goodId: number): Promise<CatalogueGood | null>;
  /** The goods the catalogue's search finds for a keyword (their ids and names). */
  search(keyword: string): Promise<readonly { goodId: number; goodName: string }[]>;
}

/**
 * What the catalogue says a line means: nothing (not found), the stocks it may mean (one: the
 * line is matched; more: the member chooses), or nothing known because a lookup failed.
 * `specMissing`: the line names a specification none of its goods has, so the member chooses.
 */
export type LineMatch =
  | { kind: 'failed' }
  | { kind: 'notFound' }
  | { kind: 'found'; options: StockOption[]; specMissing: boolean };

/** How many calls are out at once, whatever the number of lines. */
export const LOOKUPS_AT_ONCE = 4;
/** The goods a name may mean whose stocks are read; a name meaning more is too vague anyway. */
export const MAX_CANDIDATES = 10;

/** Names and specifications compare as typed: full-width forms, case and spacing aside. */
export const comparable = (text: string): string =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a name is searched by: its longest run of letters and digits, which the catalogue's
 * names hold whatever brackets or stops (full-width or not) they write around it; the goods
 * found are then compared with the whole name here.
 */
export const searchWordOf = (name: string): string =>
  (name.match(/[\p{L}\p{N}]+/gu) ?? []).reduce(
    (longest, word) => (word.length > longest.length ? word : longest),
    '',
  );

/** The goods of a search a name means: those named exactly so, else those whose name holds it. */
export function goodsNamed<G extends { goodName: string }>(found: readonly G[], name: string): G[] {
  const wanted = comparable(name);
  const exact = found.filter((good) => comparable(good.goodName) === wanted);
  return exact.length > 0
    ? exact
    : found.filter((good) => comparable(good.goodName).includes(wanted));
}

/**
 * The stocks of the goods a line means that its specification names; a line without one means
 * every stock (matched when there is only one). A specification no stock has leaves every stock
 * to choose from.
 */
export function matchStocks(goods: readonly CatalogueGood[], spec: string): LineMatch {
  if (goods.length === 0) return { kind: 'notFound' };
  const options = goods.flatMap((good) =>
    good.stocks.map((stock) => ({ goodId: good.goodId, goodName: good.goodName, ...stock })),
  );
  if (options.length === 0) return { kind: 'notFound' };
  if (spec === '') return { kind: 'found', options, specMissing: false };
  const wanted = comparable(spec);
  const named = options.filter((option) => comparable(option.goodStockName) === wanted);
  return named.length > 0
    ? { kind: 'found', options: named, specMissing: false }
    : { kind: 'found', options, specMissing: true };
}

/** Remembers each call's promise by its key, forgetting a failed one so that a retry asks again. */
function once<K, T>(call: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const calls = new Map<K, Promise<T>>();
  return (key) => {
    const known = calls.get(key);
    if (known) return known;
    const made = call(key);
    calls.set(key, made);
    made.catch(() => calls.delete(key));
    return made;
  };
}

/**
 * Matches order lines against the catalogue: each distinct id, name and good is asked once
 * however many lines name it, at most LOOKUPS_AT_ONCE calls at a time. The matcher is kept
 * between runs, so a retry asks only what failed.
 */
export function createMatcher(lookups: CatalogueLookups) {
  const limited = concurrencyLimit(LOOKUPS_AT_ONCE);
  const goodById = once((goodId: number) => limited(() => lookups.goodById(goodId)));
  const search = once((keyword: string) => limited(() => lookups.search(keyword)));

  async function goodsOf(line: OrderLine): Promise<CatalogueGood[]> {
    if ('id' in line.good) {
      const good = await goodById(line.good.id);
      return good ? [good] : [];
    }
    const word = searchWordOf(line.good.name);
    if (word === '') return [];
    const named = goodsNamed(await search(word), line.good.name);
    const goods = await Promise.all(
      named.slice(0, MAX_CANDIDATES).map((good) => goodById(good.goodId)),
    );
    return goods.filter((good): good is CatalogueGood => good !== null);
  }

  return async function matchLine(line: OrderLine): Promise<LineMatch> {
    try {
      return matchStocks(await goodsOf(line), line.spec);
    } catch {
      return { kind: 'failed' };
    }
  };
}
