import type * as v from 'valibot';
import type { Schema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** SPEC: SPEC section 7 names the path or section 3 shows the fields; designed: this app's design. */
export type Origin = 'SPEC' | 'designed';

/** A request part (query or body) as the app sends it: its type is the schema's input. */
type RequestSchema = v.GenericSchema;

/**
 * One call of the provider's API, the single source of its contract: the app calls through it
 * (src/lib/api-client.ts), the mock answers it (src/mocks/handlers) and docs/openapi.json and
 * the endpoint index of docs/api.md are generated from every endpoint (src/contract).
 */
export interface Endpoint<
  Answer = unknown,
  Query extends RequestSchema | undefined = RequestSchema | undefined,
  Body extends RequestSchema | undefined = RequestSchema | undefined,
> {
  readonly method: HttpMethod;
  /** Below the API base (VITE_API_BASE_URL), `/common/...` included; `:name` for a path parameter. */
  readonly path: string;
  readonly query?: Query;
  /** The JSON body; for an upload, the multipart fields. */
  readonly body?: Body;
  readonly upload?: true;
  readonly answer: Schema<Answer>;
  /** The Idempotency-Key header is sent: one key per intent, the same on every retry. */
  readonly idempotent?: true;
  /** A GET that changes something on the server (logout): never called by the API checker. */
  readonly changesState?: true;
  /** The business error codes this call may answer besides SPEC section 8's. */
  readonly errors?: readonly string[];
  readonly from: { readonly path: Origin; readonly shape: Origin };
}

/** The query an endpoint is called with, typed by its schema. */
export type QueryOf<E> =
  E extends Endpoint<unknown, infer Q, RequestSchema | undefined>
    ? Q extends RequestSchema
      ? v.InferInput<Q>
      : undefined
    : never;

/** The body an endpoint is called with, typed by its schema. */
export type BodyOf<E> =
  E extends Endpoint<unknown, RequestSchema | undefined, infer B>
    ? B extends RequestSchema
      ? v.InferInput<B>
      : undefined
    : never;

export type AnswerOf<E> = E extends Endpoint<infer A> ? A : never;

/** Declares an endpoint; the `const` keeps its schemas' types for the calls. */
export const endpoint = <
  Answer,
  Query extends RequestSchema | undefined = undefined,
  Body extends RequestSchema | undefined = undefined,
>(
  definition: Endpoint<Answer, Query, Body>,
): Endpoint<Answer, Query, Body> => definition;

/** Both marks for an endpoint whose path and shape come from the same place. */
export const SPEC = { path: 'SPEC', shape: 'SPEC' } as const;
export const DESIGNED = { path: 'designed', shape: 'designed' } as const;
/** SPEC names the path; the shape was designed here (most of the API). */
export const SPEC_PATH = { path: 'SPEC', shape: 'designed' } as const;

/** The `:name` parameters of a path pattern. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]\w*)/g)].map(([, name]) => name);

/** The path from the API's root as OpenAPI writes it: `/v1/front/medical/consultation/{consultationId}`. */
export const wirePath = (endpoint: Endpoint): string =>
  `/${endpoint.path.replace(/^\/+/, '')}`.replace(/:([A-Za-z]\w*)/g, '{$1}');
