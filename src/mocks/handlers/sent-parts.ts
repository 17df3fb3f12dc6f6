import * as v from 'valibot';
import { isRecord } from './request-fields';

/**
 * A request part as the mock reads it: each field as its schema reads it, or absent when it
 * was not sent or does not read (a handler then answers as a server does to a missing field).
 */
export type Sent<T> = T extends readonly (infer Item)[]
  ? Sent<Item>[]
  : T extends object
    ? { readonly [K in keyof T]?: Sent<T[K]> }
    : T;

/** What a field that was not sent, or does not read, reads as: it is left out. */
const UNREAD = Symbol('unread');

type Schema = v.GenericSchema;
type WrapperSchema = Schema & { wrapped: Schema };
type ObjectSchema = Schema & { entries: Record<string, Schema> };
type ArraySchema = Schema & { item: Schema };
type PicklistSchema = Schema & { options: readonly (string | number)[] };

const WRAPPERS = ['optional', 'nullable', 'nullish', 'exact_optional'];

/** The schema inside optional and nullable, which says what a sent value should be. */
const unwrapped = (schema: Schema): Schema =>
  WRAPPERS.includes(schema.type) ? unwrapped((schema as WrapperSchema).wrapped) : schema;

/**
 * A sent value as the schema's type would have it, as a server binds a request: numeric text
 * for a number ('2' from a query), a number's digits for text, an option by its text.
 */
function coerce(schema: Schema, value: unknown): unknown {
  const inner = unwrapped(schema);
  if (inner.type === 'number' && typeof value === 'string' && value.trim() !== '') {
    return Number(value);
  }
  if (inner.type === 'string' && typeof value === 'number') return String(value);
  if (inner.type === 'picklist' && (typeof value === 'string' || typeof value === 'number')) {
    const { options } = inner as PicklistSchema;
    return options.find((option) => String(option) === String(value)) ?? value;
  }
  return value;
}

/** A sent value read by its schema: objects field by field, anything else whole. */
function read(schema: Schema, value: unknown): unknown {
  const inner = unwrapped(schema);
  if (value !== null && value !== undefined && inner.type === 'object') {
    return isRecord(value) ? readFields((inner as ObjectSchema).entries, value) : UNREAD;
  }
  if (Array.isArray(value) && inner.type === 'array') {
    const items = value.map((item) => read((inner as ArraySchema).item, item));
    return items.includes(UNREAD) ? UNREAD : items;
  }
  const result = v.safeParse(schema, coerce(schema, value));
  return result.success && result.output !== undefined ? result.output : UNREAD;
}

function readFields(entries: Record<string, Schema>, sent: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(entries)) {
    const value = read(schema, sent[name]);
    if (value !== UNREAD) fields[name] = value;
  }
  return fields;
}

const entriesOf = (schema: Schema | undefined): Record<string, Schema> =>
  schema && unwrapped(schema).type === 'object' ? (unwrapped(schema) as ObjectSchema).entries : {};

/** A JSON body read by the endpoint's body schema; {} when it declares none. */
export const readBody = (schema: Schema | undefined, body: Record<string, unknown>): object =>
  readFields(entriesOf(schema), body);

/** The query string read by the endpoint's query schema (a list field from its repeated name). */
export function readQuery(schema: Schema | undefined, query: URLSearchParams): object {
  const entries = entriesOf(schema);
  const sent = Object.fromEntries(
    Object.entries(entries)
      .filter(([name]) => query.has(name))
      .map(([name, field]) => [
        name,
        unwrapped(field).type === 'array' ? query.getAll(name) : query.get(name),
      ]),
  );
  return readFields(entries, sent);
}
