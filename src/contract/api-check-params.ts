import { fillPath } from '@/lib/api-types';
import { pathParameters, type Endpoint } from '@/lib/endpoint';
import { dayOf, monthOf } from '@/utils/date-format';
import { wireSchema, type JsonSchema } from './wire-schema';

/** Ids seen in earlier answers, by field name (`consultationId` -> 7). */
export type SeenIds = Map<string, number | string>;

/** What a call of an endpoint sends, as a screen would call it, or why it cannot be called. */
export type ScreenCall =
  | { ok: true; path: string; query: Record<string, string | number | boolean> }
  | { ok: false; reason: string };

const ID_NAME = /Id$/;
/** A month or a day a screen opens on: this month, today (`startMonth`, `endDay`, `payDate`). */
const MONTH_NAME = /(^m|M)onth$/;
const DAY_NAME = /(^d|D)(ay|ate)$/;

/** The page every paged list opens on. */
const FIRST_PAGE: Record<string, number> = { pageNo: 1, pageSize: 10 };

type Property = JsonSchema & Record<string, unknown>;
type Value = string | number | boolean;

const isValue = (value: unknown): value is Value =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const typeNames = (property: Property): string[] =>
  Array.isArray(property.type) ? property.type : property.type ? [String(property.type)] : [];

/** A value the schema itself names: a constant, its first allowed value, a default or example. */
function namedValue(property: Property): Value | undefined {
  if (isValue(property.const)) return property.const;
  if (Array.isArray(property.enum)) return property.enum.find(isValue);
  const branches = (property.anyOf ?? property.oneOf) as Property[] | undefined;
  if (branches) {
    for (const branch of branches) {
      const value = namedValue(branch);
      if (value !== undefined) return value;
    }
  }
  if (isValue(property.default)) return property.default;
  if (Array.isArray(property.examples)) return property.examples.find(isValue);
  return undefined;
}

/** This month (YYYY-MM) or today (YYYY-MM-DD) for a text field named as one, if its pattern allows. */
function calendarValue(name: string, property: Property, today: Date): string | undefined {
  const value = MONTH_NAME.test(name)
    ? monthOf(today)
    : DAY_NAME.test(name)
      ? dayOf(today)
      : undefined;
  const pattern = typeof property.pattern === 'string' ? new RegExp(property.pattern) : null;
  return value !== undefined && (!pattern || pattern.test(value)) ? value : undefined;
}

/** The value of one required query field, or why there is none. */
function queryValue(
  name: string,
  property: Property,
  ids: SeenIds,
  today: Date,
): { value: Value } | { reason: string } {
  if (name in FIRST_PAGE) return { value: FIRST_PAGE[name] };
  const named = namedValue(property);
  if (named !== undefined) return { value: named };
  const types = typeNames(property);
  if (!types.length || types.includes('string')) {
    const calendar = calendarValue(name, property, today);
    if (calendar !== undefined) return { value: calendar };
  }
  if (
    ID_NAME.test(name) &&
    (!types.length || types.some((t) => t === 'integer' || t === 'number'))
  ) {
    const id = ids.get(name);
    return id === undefined ? { reason: `no ${name} in an earlier answer` } : { value: id };
  }
  return { reason: `query ${name} (${types.join(' or ') || 'any'}): no value a screen would send` };
}

/**
 * The path and query a screen would call an endpoint with: the required query fields only
 * (the first page of a list, an enumeration's first value, an id an earlier answer gave, this
 * month or today for a month or a day), never a made-up id.
 */
export function screenCall(endpoint: Endpoint, ids: SeenIds, today = new Date()): ScreenCall {
  const reasons: string[] = [];
  const pathValues: Record<string, string | number> = {};
  for (const name of pathParameters(endpoint.path)) {
    const id = ID_NAME.test(name) ? ids.get(name) : undefined;
    if (id === undefined) {
      reasons.push(
        ID_NAME.test(name)
          ? `no ${name} in an earlier answer`
          : `path parameter ${name}: no value a screen would send`,
      );
    } else pathValues[name] = id;
  }
  const query: Record<string, Value> = {};
  if (endpoint.query) {
    const schema = wireSchema(endpoint.query) as Property;
    const properties = (schema.properties ?? {}) as Record<string, Property>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      const found = queryValue(name, properties[name] ?? {}, ids, today);
      if ('value' in found) query[name] = found.value;
      else reasons.push(found.reason);
    }
  }
  if (reasons.length) return { ok: false, reason: reasons.join('; ') };
  return { ok: true, path: fillPath(endpoint.path, pathValues), query };
}

const asId = (value: unknown): number | string | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[1-9]\d*$/.test(value)
      ? value
      : undefined;

/** Notes every `xId` field of an answer (the first value of each name is kept; 0 is no id). */
export function collectIds(value: unknown, ids: SeenIds): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const id = ID_NAME.test(key) ? asId(field) : undefined;
    if (id !== undefined && !ids.has(key)) ids.set(key, id);
    else collectIds(field, ids);
  }
}
