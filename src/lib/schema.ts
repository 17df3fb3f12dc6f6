import * as v from 'valibot';
import { commonCopy } from '@/copy';
import { MONTH_PATTERN } from './month';

/**
 * The pieces every feature's api/ builds its answer schemas from. The server is another
 * system whose shapes will drift: an optional field that is missing or odd gets its default,
 * one bad item is dropped from its list, and only what the app cannot do without (an id, an
 * amount of money) fails the answer, with a clear message instead of a crash in a page.
 *
 * A schema file imports valibot as `v` and this kit as `s` (`import * as s`): `v.string()` is
 * what the app sends, checked strictly; `s.text()` is what the server answers, read leniently.
 */

/** A schema that turns whatever the server sent into T, or fails with issues. */
export type Schema<T> = v.GenericSchema<unknown, T>;

/**
 * A schema typed by what the contract says the wire carries (W, its input type), read into T.
 * The pieces below accept more than W, leniently; the mock must answer W (src/mocks/handlers).
 */
export type WireSchema<W, T> = v.GenericSchema<W, T>;

/**
 * A field that may be missing: an optional key on the wire, always present in the app's type
 * (the fallback stands in). Typed as valibot's optional with no default of its own, which is
 * what makes an object's input key optional and its output key required.
 */
export type MayBeMissing<W, T> = v.OptionalSchema<WireSchema<W, T>, never>;

/** What an answer schema says the server sends: the type a mock answer must have. */
export type Wire<S extends v.GenericSchema> = v.InferInput<S>;

/** The app's type of an answer: what its schema makes of it. */
export type Output<S extends v.GenericSchema> = v.InferOutput<S>;
/** The app's type of a query or body it sends: what its request schema accepts. */
export type Input<S extends v.GenericSchema> = v.InferInput<S>;

/** A page number from 1 and a page size, as every paged list is asked. */
export const pageQuery = {
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
};

/** A page of a list searched by a keyword (each list says what its keyword matches). */
export const searchQuery = { ...pageQuery, keyword: v.optional(v.string()) };

/** A list's day filter: YYYY-MM-DD, both days included, sent together or not at all. */
export const dayRange = {
  startTime: v.optional(v.string()),
  endTime: v.optional(v.string()),
};

/** The months a figures call is asked for, YYYY-MM, both included. */
export const monthRange = { startMonth: v.string(), endMonth: v.string() };

/** A month as the server writes it, YYYY-MM; anything else fails (orElse where it may be odd). */
export const month = () => v.pipe(v.string(), v.regex(MONTH_PATTERN));

const MONEY_ISSUE = commonCopy.badAmount;

/**
 * What a field is on the wire, for the contract written from these schemas (src/contract):
 * the transforms below accept more than this, the contract states what the server should send.
 */
const wire = (jsonSchema: Record<string | symbol, unknown>) => v.metadata(jsonSchema);

/** Types a lenient schema by its wire type, which the `wire` metadata in its pipe states. */
const onWire = <W, T>(schema: Schema<T>): WireSchema<W, T> => schema as WireSchema<W, T>;

/** Marks a list's pipe with its item schema, which the contract writes as the array's items. */
export const LIST_ITEM = Symbol('list item');

const toNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

/** Binary floating point may carry 1999.9999999 for 2000; anything further off is not fen. */
const FEN_TOLERANCE = 1e-6;

/** Integer fen from a number or numeric string, or null when it is not a whole amount of fen. */
export function toFen(value: unknown): number | null {
  const amount = toNumber(value);
  if (!Number.isFinite(amount)) return null;
  const rounded = Math.round(amount);
  return Math.abs(amount - rounded) < FEN_TOLERANCE && Number.isSafeInteger(rounded)
    ? rounded
    : null;
}

/** Money in integer fen; required: an amount that is not whole fen fails the answer. */
export const fen = (): WireSchema<number, number> =>
  onWire(
    v.pipe(
      v.unknown(),
      wire({ type: 'integer', description: 'money in integer fen' }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const amount = toFen(dataset.value);
        if (amount === null) {
          addIssue({ message: MONEY_ISSUE });
          return NEVER;
        }
        return amount;
      }),
    ),
  );

/** A required whole number (ids, counts the app relies on); numeric strings are accepted. */
export const int = (): WireSchema<number, number> =>
  onWire(
    v.pipe(
      v.unknown(),
      wire({ type: 'integer' }),
      v.transform(toNumber),
      v.number(),
      v.safeInteger(commonCopy.badAnswer),
    ),
  );

/**
 * An object key that may be missing altogether (valibot reports a missing key before any
 * transform runs); a missing value goes through the schema as null.
 */
const mayBeMissing = <W, T>(schema: Schema<T>): MayBeMissing<W, T> =>
  v.optional(schema, null) as unknown as MayBeMissing<W, T>;

/** A number that may be missing or odd: the fallback stands in for it. */
export const num = (fallback = 0): MayBeMissing<number, number> =>
  mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: 'number' }),
      v.transform((value) => {
        const parsed = toNumber(value);
        return Number.isFinite(parsed) ? parsed : fallback;
      }),
    ),
  );

/** Text that may be missing: null or an object becomes the fallback, a number its digits. */
export const text = (fallback = ''): MayBeMissing<string, string> =>
  mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: 'string' }),
      v.transform((value) =>
        typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback,
      ),
    ),
  );

/** Text that the app shows only when present (null when missing or empty). */
export const textOrNull = (): MayBeMissing<string | null, string | null> =>
  mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: ['string', 'null'] }),
      v.transform((value) =>
        typeof value === 'string' && value !== ''
          ? value
          : typeof value === 'number'
            ? String(value)
            : null,
      ),
    ),
  );

export type Flag = 0 | 1;

/** A 0/1 flag: 1, '1' and true are 1; anything else is 0. */
export const flag = (): MayBeMissing<Flag, Flag> =>
  mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: 'integer', enum: [0, 1] }),
      v.transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
    ),
  );

/**
 * One of a fixed set of values (an enumeration of SPEC section 3), compared as text so that
 * 2 and '2' agree; anything else becomes the fallback.
 */
export function oneOf<const T extends string | number>(
  values: readonly T[],
  fallback: T,
): MayBeMissing<T, T> {
  return mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ enum: [...values] }),
      v.transform((value) => values.find((known) => String(known) === String(value)) ?? fallback),
    ),
  );
}

/** An error or status code as text, whether the server sends 30232 or '30232'. */
export const code = (): MayBeMissing<string, string | null> =>
  mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: 'string' }),
      v.transform((value) =>
        typeof value === 'string' || typeof value === 'number' ? String(value) : null,
      ),
    ),
  );

/**
 * A list: anything but an array is an empty list, and an item that fails its schema is left
 * out, so that one bad row never costs the member the others.
 */
export function list<W, T>(item: WireSchema<W, T>): MayBeMissing<readonly W[], T[]> {
  return mayBeMissing(
    v.pipe(
      v.unknown(),
      wire({ type: 'array', [LIST_ITEM]: item }),
      v.transform((value) => {
        if (!Array.isArray(value)) return [];
        const items: T[] = [];
        for (const entry of value) {
          const result = v.safeParse(item, entry);
          if (result.success) items.push(result.output);
        }
        return items;
      }),
    ),
  );
}

/** One page of a paged list and how many rows the whole list has. */
export interface Paged<T> {
  list: T[];
  total: number;
}

/** A page of a paged list as the server sends it. */
export interface PagedWire<W> {
  list?: readonly W[];
  total?: number;
}

/** A page of a paged list: `{ list, total }`, a missing total counting the rows given. */
export function paged<W, T>(item: WireSchema<W, T>): WireSchema<PagedWire<W>, Paged<T>> {
  return v.pipe(
    v.object({ list: list(item), total: num(Number.NaN) }),
    v.transform(({ list: rows, total }) => ({
      list: rows,
      total: Number.isFinite(total) ? total : rows.length,
    })),
  );
}

/** Uses the fallback wherever the schema fails or the key is missing (optional parts). */
export const orElse = <W, T, F extends T | null = T>(
  schema: WireSchema<W, T>,
  fallback: F,
): MayBeMissing<W, T | F> =>
  mayBeMissing(v.fallback(schema as Schema<T | F>, fallback) as Schema<T | F>);

/** For calls whose answer the app does not read (resultData null or anything else). */
export const noAnswer: WireSchema<unknown, void> = v.pipe(
  v.unknown(),
  wire({ description: 'not read by the app' }),
  v.transform(() => undefined),
);

export type ParseResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      message: string;
      /** Where in the answer the first issue is (`list.3.price`; '' for the answer itself). */
      issuePath: string;
    };

/** Parses an answer; a failure carries the member-facing reason and where the answer failed. */
export function parseAnswer<T>(schema: Schema<T>, data: unknown): ParseResult<T> {
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, value: result.output };
  const moneyIssue = result.issues.some((issue) => issue.message === MONEY_ISSUE);
  return {
    ok: false,
    message: moneyIssue ? commonCopy.badAmount : commonCopy.badAnswer,
    issuePath: v.getDotPath(result.issues[0]) ?? '',
  };
}
