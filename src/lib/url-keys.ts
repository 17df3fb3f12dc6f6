import { parseDayRange, type DayRange } from './day-range';
import { isMonth } from './month';
import { positiveInt } from './positive-int';

/**
 * How one filter lives in the URL: its default, how it is read from the URL (the default when
 * absent or malformed) and the URL entries it writes. A value that writes what its default
 * writes is left out of the URL.
 */
export interface UrlKey<T> {
  readonly defaultValue: T;
  read(search: URLSearchParams, name: string): T;
  write(value: T, name: string): readonly (readonly [string, string])[];
  /** The URL names the key uses; usually its own name. */
  names(name: string): readonly string[];
}

/** The keys of a set of filters, one per value. */
export type UrlKeys<V> = { readonly [K in keyof V]: UrlKey<V[K]> };

/** The values a set of keys reads. */
export type UrlFilterValues<K> = K extends UrlKeys<infer V> ? V : never;

interface ValueKeyOptions<T> {
  defaultValue: T;
  /** The value of the URL text, or undefined when the text means nothing. */
  parse(raw: string): T | undefined;
  format?(value: NonNullable<T>): string;
}

/** A filter stored as one URL value under its own name. */
export function valueKey<T>({
  defaultValue,
  parse,
  format = String,
}: ValueKeyOptions<T>): UrlKey<T> {
  return {
    defaultValue,
    read: (search, name) => {
      const raw = search.get(name);
      return (raw === null ? undefined : parse(raw)) ?? defaultValue;
    },
    write: (value, name) => (value === undefined || value === null ? [] : [[name, format(value)]]),
    names: (name) => [name],
  };
}

/** A page number: a positive whole number, 1 by default. */
export const pageKey = (): UrlKey<number> => valueKey({ defaultValue: 1, parse: positiveInt });

/** A keyword, trimmed; '' (no keyword) by default. */
export const textKey = (): UrlKey<string> =>
  valueKey({ defaultValue: '', parse: (raw) => raw.trim(), format: (value) => value.trim() });

/** A record's id (a positive whole number), none by default. */
export const idKey = (): UrlKey<number | undefined> =>
  valueKey<number | undefined>({ defaultValue: undefined, parse: positiveInt });

/** A YYYY-MM month, none by default. */
export const monthKey = (): UrlKey<string | undefined> =>
  valueKey<string | undefined>({
    defaultValue: undefined,
    parse: (raw) => (isMonth(raw) ? raw : undefined),
  });

/** One of `values` (text or numbers, compared as text); none or `defaultValue` by default. */
export function enumKey<const T extends string | number>(
  values: readonly T[],
): UrlKey<T | undefined>;
export function enumKey<const T extends string | number>(
  values: readonly T[],
  defaultValue: NoInfer<T>,
): UrlKey<T>;
export function enumKey<const T extends string | number>(
  values: readonly T[],
  defaultValue?: T,
): UrlKey<T | undefined> {
  return valueKey<T | undefined>({
    defaultValue,
    parse: (raw) => values.find((value) => String(value) === raw),
  });
}

/** Both days of a range under two URL names (start and end unless told), none by default. */
export const dayRangeKey = (
  names: { start: string; end: string } = { start: 'start', end: 'end' },
): UrlKey<DayRange | null> => ({
  defaultValue: null,
  read: (search) => parseDayRange(search.get(names.start), search.get(names.end)),
  write: (range) =>
    range
      ? [
          [names.start, range[0]],
          [names.end, range[1]],
        ]
      : [],
  names: () => [names.start, names.end],
});

const nameList = <V>(keys: UrlKeys<V>) => Object.keys(keys) as (keyof V & string)[];

/** Every filter's value as the URL holds it. */
export function readUrlFilters<V>(search: URLSearchParams, keys: UrlKeys<V>): V {
  return Object.fromEntries(
    nameList(keys).map((name) => [name, keys[name].read(search, name)]),
  ) as V;
}

const sameEntries = (
  one: readonly (readonly [string, string])[],
  other: readonly (readonly [string, string])[],
) =>
  one.length === other.length &&
  one.every(([name, text], index) => {
    const [otherName, otherText] = other[index];
    return name === otherName && text === otherText;
  });

/**
 * The URL after `changes` (the filters named in them, set to their value); everything else in
 * the URL is kept. A value equal to its key's default leaves the URL.
 */
export function writeUrlFilters<V>(
  current: URLSearchParams,
  keys: UrlKeys<V>,
  changes: Partial<V>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of nameList(keys)) {
    if (!Object.prototype.hasOwnProperty.call(changes, name)) continue;
    const key = keys[name];
    const value = changes[name] as V[typeof name];
    for (const urlName of key.names(name)) next.delete(urlName);
    const entries = key.write(value, name);
    if (sameEntries(entries, key.write(key.defaultValue, name))) continue;
    for (const [urlName, text] of entries) next.set(urlName, text);
  }
  return next;
}

/** `?…` for links that open a list with these filters, '' when every one is its default. */
export function filtersSearch<V>(keys: UrlKeys<V>, values: Partial<V>): string {
  const search = writeUrlFilters(new URLSearchParams(), keys, values).toString();
  return search ? `?${search}` : '';
}

/** The filters of a list that has only a pager. */
export const PAGE_KEYS = { page: pageKey() };

/** The filters of a searchable list: its page and keyword. */
export const PAGE_AND_KEYWORD_KEYS = { page: pageKey(), keyword: textKey() };
