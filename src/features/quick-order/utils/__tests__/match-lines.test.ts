import { describe, expect, it } from 'vitest';
import {
  createMatcher,
  LOOKUPS_AT_ONCE,
  matchStocks,
  searchWordOf,
  type CatalogueGood,
  type CatalogueLookups,
} from '../match-lines';
import { parseOrderLines } from '../order-lines';

const good = (goodId: number, goodName: string, ...stockNames: string[]): CatalogueGood => ({
  goodId,
  goodName,
  stocks: stockNames.map((goodStockName, index) => ({
    goodStockId: goodId * 100 + index + 1,
    goodStockName,
    stock: 50,
  })),
});

const CATALOGUE = [
  good(1, '得力中性笔0.5mm黑色', '12支/盒', '24支/盒'),
  good(2, '得力订书机12号', '标准款', '省力款'),
  good(3, '伊利纯牛奶', '250ml×24盒'),
  good(4, '罗技无线鼠标M185', '黑色', '灰色'),
  good(6, '北京特供鲜奶（仅限北京配送）', '950ml'),
];

/** The catalogue's calls over CATALOGUE, counting them, the most at once, and failing on demand. */
function fakeLookups({ failing = new Set<string>() } = {}) {
  const calls: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const answer = async <T>(key: string, value: () => T): Promise<T> => {
    calls.push(key);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    running -= 1;
    if (failing.has(key)) throw new Error(`${key} failed`);
    return value();
  };
  const lookups: CatalogueLookups = {
    goodById: (goodId) =>
      answer(`id:${goodId}`, () => CATALOGUE.find((row) => row.goodId === goodId) ?? null),
    search: (keyword) =>
      answer(`search:${keyword}`, () => CATALOGUE.filter((row) => row.goodName.includes(keyword))),
  };
  return { lookups, calls, mostAtOnce: () => mostAtOnce, failing };
}

const matchAll = (text: string, lookups: CatalogueLookups) => {
  const matchLine = createMatcher(lookups);
  return Promise.all(parseOrderLines(text).map(matchLine));
};

const stocksOf = (match: Awaited<ReturnType<typeof matchAll>>[number]) =>
  match.kind === 'found' ? match.options.map((option) => option.goodStockId) : match.kind;

describe('searchWordOf', () => {
  it('is the longest run of letters and digits of a name', () => {
    expect(searchWordOf('北京特供鲜奶（仅限北京配送）')).toBe('北京特供鲜奶');
    expect(searchWordOf('罗技无线鼠标M185')).toBe('罗技无线鼠标M185');
    expect(searchWordOf('（）')).toBe('');
  });
});

describe('matchStocks', () => {
  it('takes the stock the specification names, full-width and spacing aside', () => {
    expect(matchStocks([CATALOGUE[0] as CatalogueGood], ' １２支/盒 ')).toMatchObject({
      kind: 'found',
      options: [{ goodStockId: 101 }],
      specMissing: false,
    });
  });

  it('without a specification offers every stock: one is a match, more are a choice', () => {
    expect(matchStocks([CATALOGUE[2] as CatalogueGood], '')).toMatchObject({
      options: [{ goodStockId: 301 }],
    });
    expect(matchStocks([CATALOGUE[0] as CatalogueGood], '')).toMatchObject({
      options: [{ goodStockId: 101 }, { goodStockId: 102 }],
    });
  });

  it('leaves every stock to choose from when no stock has the specification', () => {
    expect(matchStocks([CATALOGUE[3] as CatalogueGood], '红色')).toMatchObject({
      kind: 'found',
      options: [{ goodStockId: 401 }, { goodStockId: 402 }],
      specMissing: true,
    });
  });

  it('finds nothing without goods', () => {
    expect(matchStocks([], '黑色')).toEqual({ kind: 'notFound' });
  });
});

describe('createMatcher', () => {
  it('matches by id and by name, a shared word being several goods unless the specification tells', async () => {
    const { lookups } = fakeLookups();
    const matches = await matchAll(
      '3, 250ml×24盒, 2\n伊利纯牛奶 1\n得力 3\n得力, 省力款, 2\n99, 4\n不存在的商品 5',
      lookups,
    );
    expect(matches.map(stocksOf)).toEqual([
      [301],
      [301],
      [101, 102, 201, 202],
      [202],
      'notFound',
      'notFound',
    ]);
  });

  it('finds a name written with brackets of the other width, searching its longest word', async () => {
    const { lookups, calls } = fakeLookups();
    const matches = await matchAll('北京特供鲜奶(仅限北京配送), 950ml, 1', lookups);
    expect(matches.map(stocksOf)).toEqual([[601]]);
    expect(calls).toContain('search:北京特供鲜奶');
  });

  it('prefers a good named exactly over goods whose names hold the words', async () => {
    const exact = good(5, '得力', '标准款');
    const { lookups } = fakeLookups();
    const withExact: CatalogueLookups = {
      ...lookups,
      search: async (keyword) => [...(await lookups.search(keyword)), exact],
      goodById: async (goodId) => (goodId === 5 ? exact : lookups.goodById(goodId)),
    };
    expect((await matchAll('得力 1', withExact)).map(stocksOf)).toEqual([[501]]);
  });

  it('asks each id and name once, however many lines name it, a few at a time', async () => {
    const { lookups, calls, mostAtOnce } = fakeLookups();
    const text = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0 ? `${(index % 4) + 1}, 1` : '罗技无线鼠标M185, 黑色, 1',
    ).join('\n');
    const matches = await matchAll(text, lookups);
    expect(matches.every((match) => match.kind === 'found')).toBe(true);
    expect([...calls].sort()).toEqual(['id:1', 'id:3', 'id:4', 'search:罗技无线鼠标M185']);
    expect(mostAtOnce()).toBeLessThanOrEqual(LOOKUPS_AT_ONCE);
  });

  it('marks a line whose lookup failed as failed, never not found, and asks again on a retry', async () => {
    const { lookups, calls, failing } = fakeLookups({ failing: new Set(['id:3']) });
    const matchLine = createMatcher(lookups);
    const [line] = parseOrderLines('3, 2');
    if (!line) throw new Error('no line');
    expect(await matchLine(line)).toEqual({ kind: 'failed' });
    failing.clear();
    expect(stocksOf(await matchLine(line))).toEqual([301]);
    expect(calls).toEqual(['id:3', 'id:3']);
  });
});
