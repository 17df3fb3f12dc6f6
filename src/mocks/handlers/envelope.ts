import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope } from '@/lib/api-types';
import type { Endpoint } from '@/lib/endpoint';
import { MockError } from '../db/mock-error';
import { takeFailure } from '../db/failures';
import { recallAnswer, rememberAnswer } from '../db/idempotency';
import { withDatabase } from '../db/live-database';
import { requireSession } from '../db/sessions';
import type { Database, FailureAnswer, UserRow } from '../db/types';
import { inBrowserPage } from '../runtime';
import { isRecord, relativePath } from './request-fields';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RequestContext {
  db: Database;
  /** The JSON body when it is an object, otherwise {}. */
  body: Record<string, unknown>;
  /** The parsed body of a multipart request (uploads), otherwise null. */
  form: FormData | null;
  query: URLSearchParams;
  params: Record<string, string>;
  token: string | null;
}

export interface MemberContext extends RequestContext {
  token: string;
  user: UserRow;
}

/** Returns resultData. Must stay synchronous (see withDatabase); fail by throwing MockError. */
type Resolver<Context> = (ctx: Context) => unknown;

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

async function readBody(request: Request): Promise<Record<string, unknown>> {
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
function defineHandler(
  method: HttpMethod,
  path: string,
  resolve: Resolver<RequestContext>,
  endpoint: Endpoint,
): HttpHandler {
  return http[method](`*/${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const failure = withDatabase((db) => takeFailure(db, request.method, url.pathname));
    if (failure && !failure.after) {
      const failureResponse = await answerFailure(failure);
      if (failureResponse) return failureResponse;
    }
    await simulateLatency();
    const multipart = request.headers.get('Content-Type')?.includes('multipart/form-data');
    const form = multipart ? await request.formData() : null;
    const body = form ? {} : await readBody(request);
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
        body,
        form,
        query: url.searchParams,
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
function runResolver(resolve: Resolver<RequestContext>, ctx: RequestContext): AnswerEnvelope {
  try {
    return successEnvelope(resolve(ctx));
  } catch (error) {
    if (error instanceof MockError) return failureEnvelope(error.code, error.message);
    throw error;
  }
}

function handlerFor<Context>(
  endpoint: Endpoint,
  resolver: Resolver<Context>,
  wrap: (resolver: Resolver<Context>) => Resolver<RequestContext>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as HttpMethod;
  return defineHandler(method, relativePath(endpoint.path), wrap(resolver), endpoint);
}

/** A call anyone may make (login, register, agreements). */
export const publicHandler = (
  endpoint: Endpoint,
  resolver: Resolver<RequestContext>,
): HttpHandler => handlerFor(endpoint, resolver, (own) => own);

/** A members-only call: without a valid accessToken it answers 000403. */
export const memberHandler = (endpoint: Endpoint, resolver: Resolver<MemberContext>): HttpHandler =>
  handlerFor(
    endpoint,
    resolver,
    (own) => (ctx) => own({ ...ctx, ...requireSession(ctx.db, ctx.token) }),
  );
