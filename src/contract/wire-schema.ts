import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { LIST_ITEM } from '@/lib/schema';

/**
 * What a schema says the wire carries, as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect):
 * the schema's input side, so a request schema gives what the app sends and an answer schema
 * what the server should send (src/lib/schema.ts marks its lenient fields with their wire type).
 */
const config: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  overrideAction: ({ valibotAction }) => {
    if (valibotAction.type !== 'metadata') return undefined;
    const metadata = (valibotAction as v.MetadataAction<unknown, Record<string | symbol, unknown>>)
      .metadata;
    const item = metadata[LIST_ITEM] as v.GenericSchema | undefined;
    return item ? { type: 'array', items: itemSchema(item) } : undefined;
  },
  // a field the app defaults when missing is optional on the wire; the default is the app's
  overrideSchema: ({ valibotSchema, jsonSchema }) => {
    // a multipart file
    if (valibotSchema.type === 'blob')
      return { type: 'string', contentMediaType: 'application/octet-stream' };
    if (valibotSchema.type !== 'optional' || !('default' in jsonSchema)) return undefined;
    const wire = { ...jsonSchema };
    delete wire.default;
    return wire;
  },
};

const converted = new WeakMap<v.GenericSchema, JsonSchema>();

/** The items being written, outermost first: a tree's node lists nodes like itself. */
const writing = new Set<v.GenericSchema>();

/** A list's item; within itself (a tree's children), an object of the same shape. */
function itemSchema(item: v.GenericSchema): JsonSchema {
  const node =
    item.type === 'lazy' ? (item as v.LazySchema<v.GenericSchema>).getter(undefined) : item;
  if (writing.has(node))
    return { type: 'object', description: 'a node of the same shape as the one holding this list' };
  writing.add(node);
  try {
    return wireSchema(node);
  } finally {
    writing.delete(node);
  }
}

export function wireSchema(schema: v.GenericSchema): JsonSchema {
  let jsonSchema = converted.get(schema);
  if (!jsonSchema) {
    jsonSchema = toJsonSchema(schema, config);
    // the dialect is the document's, not each schema's
    delete jsonSchema.$schema;
    converted.set(schema, jsonSchema);
  }
  return jsonSchema;
}

export type { JsonSchema };
