import type * as v from 'valibot';
import type { WireSchema } from './schema';

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
  Wire = unknown,
> {
  readonly method: HttpMethod;
  /** Below the API base (VITE_API_BASE_URL), `/common/...` included; `:name` for a path parameter. */
  readonly path: string;
  readonly query?: Query;
  /** The JSON body; for an upload, the multipart fields. */
  readonly body?: Body;
  readonly upload?: true;
  /** Reads what the server sends (Wire, as the contract states it) into the app's Answer. */
  readonly answer: WireSchema<Wire, Answer>;
  /**
   * The Idempotency-Key header is sent: one key per intent, the same on every retry. A call of
   * an endpoint declared so does not compile without its key (src/lib/api-client.ts).
   */
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

/** What the server sends for an endpoint: the wire type of its answer, which the mock answers. */
export type WireOf<E> = E extends { readonly answer: infer S extends v.GenericSchema }
  ? v.InferInput<S>
  : never;

/** The type of an endpoint declared `idempotent: true`. */
export interface IdempotentEndpoint {
  readonly idempotent: true;
}

/** Whether an endpoint's declaration says `idempotent: true`. */
export type IsIdempotent<E> = E extends IdempotentEndpoint ? true : false;

/**
 * The declaration's idempotence in its type: required `true`, or left out (so that a declaration
 * spread from it is not taken for an idempotent one).
 */
type Idempotence<I> = [I] extends [true] ? IdempotentEndpoint : { readonly idempotent?: undefined };

/**
 * Declares an endpoint; its type keeps its schemas (for the calls' and the mock's types) and
 * whether it is idempotent (whose calls must send a key).
 */
export const endpoint = <
  Answer,
  Wire,
  Query extends RequestSchema | undefined = undefined,
  Body extends RequestSchema | undefined = undefined,
  Idempotent extends true | undefined = undefined,
>(
  definition: Endpoint<Answer, Query, Body, Wire> & { readonly idempotent?: Idempotent },
): Endpoint<Answer, Query, Body, Wire> & Idempotence<Idempotent> =>
  definition as Endpoint<Answer, Query, Body, Wire> & Idempotence<Idempotent>;

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
