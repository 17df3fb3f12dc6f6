import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope } from '@/lib/api-types';
import type * as v from 'valibot';
import type { Endpoint, WireOf } from '@/lib/endpoint';
import { MockError } from '../db/mock-error';
import { takeFailure } from '../db/failures';
import { recallAnswer, rememberAnswer } from '../db/idempotency';
import { withDatabase } from '../db/live-database';
import { requireSession } from '../db/sessions';
import type { Database, FailureAnswer, UserRow } from '../db/types';
import { inBrowserPage } from '../runtime';
import { isRecord, relativePath } from './request-fields';
import { readBody, readQuery, type Sent } from './sent-parts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A request part as its schema reads it; an endpoint without one (never) sends nothing. */
type PartRead<S> = [S] extends [never]
  ? Readonly<Record<never, never>>
  : S extends v.GenericSchema
    ? Sent<v.InferOutput<S>>
    : never;

export interface RequestContext<E extends Endpoint = Endpoint> {
  db: Database;
  /** The query as the endpoint's query schema reads it, field by field (see Sent). */
  query: PartRead<Exclude<E['query'], undefined>>;
  /** The JSON body as the endpoint's body schema reads it, field by field (see Sent). */
  body: PartRead<Exclude<E['body'], undefined>>;
  /** The parsed body of a multipart request (uploads), otherwise null. */
  form: FormData | null;
  params: Record<string, string>;
  token: string | null;
}

/** What an endpoint's body and query read as in its handler. */
export type SentBody<E extends Endpoint> = RequestContext<E>['body'];
export type SentQuery<E extends Endpoint> = RequestContext<E>['query'];

export interface MemberContext<E extends Endpoint = Endpoint> extends RequestContext<E> {
  token: string;
  user: UserRow;
}

/**
 * Returns resultData as the endpoint's contract says the server sends it (its wire type). Must
 * stay synchronous (see withDatabase); fail by throwing MockError.
 */
type Resolver<E extends Endpoint, Context> = (ctx: Context) => WireOf<E>;

/** A resolver as the wrapper runs it, whatever its endpoint. */
type AnyResolver = (ctx: RequestContext) => unknown;

type AnswerEnvelope = Envelope<unknown>;

type AnswerObserver = (endpoint: Endpoint, envelope: AnswerEnvelope) => void;

let observeAnswer: AnswerObserver | null = null;

/**
 * Sees every answer a handler gives for its endpoint (not the seam's queued failures): the
 * tests hold each against the contract (src/contract/mock-conformance.ts).
 */
export const observeAnswers = (observer: AnswerObserver | null): void => {
  observeAnswer = observer;
};

const successEnvelope = (resultData: unknown): AnswerEnvelope => ({
  resultStatus: true,
  resultData,
  errorMessage: null,
  errorCode: null,
});

const failureEnvelope = (errorCode: string, errorMessage: string): AnswerEnvelope => ({
  resultStatus: false,
  resultData: null,
  errorMessage,
  errorCode,
});

/**
 * The response a queued failure stands for, or null when `answer` (the handler's envelope,
 * when it has run) should follow.
 */
async function answerFailure(failure: FailureAnswer): Promise<Response | null> {
  if ('network' in failure) return HttpResponse.error();
  if ('httpStatus' in failure) return new HttpResponse(null, { status: failure.httpStatus });
  if ('errorCode' in failure) {
    return HttpResponse.json(failureEnvelope(failure.errorCode, failure.errorMessage));
  }
  if ('resultData' in failure) return HttpResponse.json(successEnvelope(failure.resultData));
  await delay(failure.delayMs);
  return null;
}

/** Real browsers only, and not under Playwright, whose tests should not wait for it. */
async function simulateLatency(): Promise<void> {
  if (inBrowserPage() && !navigator.webdriver) await delay(100 + Math.round(Math.random() * 200));
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await request.text();
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const singleValues = (params: Record<string, string | readonly string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : (value?.[0] ?? ''),
    ]),
  );

/**
 * The one wrapper behind every handler: a queued failure before it runs, latency, the answer
 * remembered for a repeated Idempotency-Key or else the resolver's resultData in a success
 * envelope (a thrown MockError as a failure envelope), then a queued `after` failure.
 */
function defineHandler(endpoint: Endpoint, resolve: AnyResolver): HttpHandler {
  const method = endpoint.method.toLowerCase() as HttpMethod;
  return http[method](`*/${relativePath(endpoint.path)}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const failure = withDatabase((db) => takeFailure(db, request.method, url.pathname));
    if (failure && !failure.after) {
      const failureResponse = await answerFailure(failure);
      if (failureResponse) return failureResponse;
    }
    await simulateLatency();
    const multipart = request.headers.get('Content-Type')?.includes('multipart/form-data');
    const form = multipart ? await request.formData() : null;
    const json = form ? {} : await readJson(request);
    const call = {
      key: request.headers.get('Idempotency-Key'),
      method: request.method,
      pathname: url.pathname,
    };
    const envelope = withDatabase((db) => {
      const remembered = recallAnswer(db, call);
      if (remembered) return remembered;
      const answer = runResolver(resolve, {
        db,
        body: readBody(endpoint.body, json),
        form,
        query: readQuery(endpoint.query, url.searchParams),
        params: singleValues(params),
        token: request.headers.get('accessToken'),
      });
      rememberAnswer(db, call, answer);
      observeAnswer?.(endpoint, answer);
      return answer;
    });
    if (failure?.after) {
      const failureResponse = await answerFailure(failure);
      if (failureResponse) return failureResponse;
    }
    return HttpResponse.json(envelope);
  });
}

/** The resolver's resultData in a success envelope, or its MockError as a failure envelope. */
function runResolver(resolve: AnyResolver, ctx: RequestContext): AnswerEnvelope {
  try {
    return successEnvelope(resolve(ctx));
  } catch (error) {
    if (error instanceof MockError) return failureEnvelope(error.code, error.message);
    throw error;
  }
}

/** A call anyone may make (login, register, agreements). */
export const publicHandler = <E extends Endpoint>(
  endpoint: E,
  resolver: Resolver<E, RequestContext<E>>,
): HttpHandler => defineHandler(endpoint, resolver as AnyResolver);

/** A members-only call: without a valid accessToken it answers 000403. */
export const memberHandler = <E extends Endpoint>(
  endpoint: E,
  resolver: Resolver<E, MemberContext<E>>,
): HttpHandler => {
  const own = resolver as (ctx: MemberContext) => unknown;
  return defineHandler(endpoint, (ctx) => own({ ...ctx, ...requireSession(ctx.db, ctx.token) }));
};
