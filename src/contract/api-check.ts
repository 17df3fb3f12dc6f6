import { SESSION_FAILURE_CODES } from '@/lib/api-errors';
import type { Endpoint, HttpMethod } from '@/lib/endpoint';
import { parseAnswer } from '@/lib/schema';
import { checkAnswer, firstFinding, isClean } from './answer-check';
import { collectIds, screenCall, type SeenIds } from './api-check-params';
import { contractEntries, type ContractEntry } from './registry';
import { wireSchema } from './wire-schema';

/**
 * The API checker: calls every read-only endpoint of the contract on a real host, as a screen
 * would, and holds each answer to the app's own schema. It never sends a POST, PUT or DELETE,
 * except the one login it is asked for, and never a GET marked `changesState` (logout).
 */
export interface ApiCheckOptions {
  /** `http(s)://host[:port][/prefix/]`: every endpoint path is joined below it, as the app's axios does. */
  base: string;
  /** Sent as the `accessToken` header. */
  token?: string;
  /** Logs in with `POST v1/front/ologin` first and uses the token it answers. */
  login?: { phone: string; password: string };
  /** At most this many requests a second. */
  ratePerSecond?: number;
  /** How long one request may take. */
  timeoutMs?: number;
  /** How long the whole check may take; the endpoints left are listed as not reached. */
  totalMs?: number;
  fetch?: typeof fetch;
  /** The endpoints to check; every declared endpoint by default. */
  entries?: readonly ContractEntry[];
}

export const CHECK_DEFAULTS = { ratePerSecond: 5, timeoutMs: 10_000, totalMs: 120_000 } as const;

/** What an answer's body was. */
export type EnvelopeKind = 'ok' | 'error' | 'not-envelope' | 'not-json';

/**
 * clean: parsed, nothing missing or odd; differs: parsed, with fields the app had to default
 * or rows it left out; refused: a business error the endpoint lists (an order not shipped yet
 * has no tracking), which keeps the contract; failed: no answer, not 200, not an envelope, a
 * business error the endpoint does not list or a failed parse; skipped: not called (the reason
 * says why); not-reached: out of time.
 */
export type RowResult = 'clean' | 'differs' | 'refused' | 'failed' | 'skipped' | 'not-reached';

export interface CheckRow {
  id: string;
  method: HttpMethod;
  /** The path pattern, `v1/front/medical/consultation/:consultationId`. */
  path: string;
  /** What was called below the base, with its query. */
  called: string | null;
  status: number | null;
  envelope: EnvelopeKind | null;
  /** The business error code of an answer with resultStatus false. */
  errorCode: string | null;
  /** Whether the app's schema parsed the answer (null when there was none to parse). */
  parsed: boolean | null;
  missing: string[];
  wrongType: string[];
  droppedRows: string[];
  /** The first path in the answer a reader should look at. */
  firstPath: string | null;
  result: RowResult;
  /** Why a row was skipped or failed, in words. */
  reason: string | null;
}

export interface ApiCheckReport {
  base: string;
  /** Every GET of the contract, in the contract's order. */
  rows: CheckRow[];
  /** Endpoints that write (POST, PUT, DELETE): never called. */
  writesNotCalled: number;
  notes: string[];
  /** Why the check stopped before it could say anything about the answers. */
  fatal: string | null;
  /** 0: every answer parsed clean; 1: some did not or were not reached; 2: could not check. */
  exitCode: 0 | 1 | 2;
}

const LOGIN_PATH = 'v1/front/ologin';
const isLogin = ({ endpoint }: ContractEntry) =>
  endpoint.method === 'POST' && /(^|\/)ologin$/.test(endpoint.path);

/** Ends the check: the host, the login or the token makes any answer meaningless. */
class CheckStopped extends Error {}

type Answer =
  | { kind: 'answered'; status: number; contentType: string; text: string }
  | { kind: 'none'; reason: string };

interface Received {
  status: number;
  envelope: EnvelopeKind;
  body: Record<string, unknown> | null;
  contentType: string;
}

const row = (entry: ContractEntry, fields: Partial<CheckRow>): CheckRow => ({
  id: entry.id,
  method: entry.endpoint.method,
  path: entry.endpoint.path,
  called: null,
  status: null,
  envelope: null,
  errorCode: null,
  parsed: null,
  missing: [],
  wrongType: [],
  droppedRows: [],
  firstPath: null,
  result: 'failed',
  reason: null,
  ...fields,
});

/** `base` + `path` as axios joins them: one slash between, whether or not either has one. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

const withQuery = (path: string, query: Record<string, string | number | boolean>): string => {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
};

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function readBody(answer: Extract<Answer, { kind: 'answered' }>): Received {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return {
      status: answer.status,
      envelope: 'not-json',
      body: null,
      contentType: answer.contentType,
    };
  }
  const isEnvelope = typeof body === 'object' && body !== null && 'resultStatus' in body;
  return {
    status: answer.status,
    envelope: !isEnvelope
      ? 'not-envelope'
      : (body as { resultStatus: unknown }).resultStatus === true
        ? 'ok'
        : 'error',
    body: isEnvelope ? (body as Record<string, unknown>) : null,
    contentType: answer.contentType,
  };
}

const codeOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

const describeBody = (received: Received): string =>
  received.envelope === 'not-json'
    ? `not JSON (${received.contentType || 'no content type'})`
    : 'not the {resultStatus, resultData} envelope';

/** Holds one answer of an endpoint to its schema. */
function judge(endpoint: Endpoint, received: Received): Partial<CheckRow> {
  const { status, envelope, body } = received;
  const errorCode = envelope === 'error' ? codeOf(body?.errorCode) : null;
  const base = { status, envelope, errorCode };
  if (status !== 200) return { ...base, result: 'failed', reason: `HTTP ${status}` };
  if (envelope === 'not-json' || envelope === 'not-envelope') {
    return { ...base, result: 'failed', reason: describeBody(received) };
  }
  if (envelope === 'error') {
    const message = typeof body?.errorMessage === 'string' ? body.errorMessage : '';
    const listed = errorCode !== null && (endpoint.errors ?? []).includes(errorCode);
    return {
      ...base,
      result: listed ? 'refused' : 'failed',
      reason: `business error ${errorCode ?? '(no code)'}${message ? `: ${message}` : ''}`,
    };
  }
  const data = body?.resultData;
  const parsed = parseAnswer(endpoint.answer, data).ok;
  const findings = checkAnswer(wireSchema(endpoint.answer), data);
  return {
    ...base,
    parsed,
    ...findings,
    firstPath: firstFinding(findings),
    result: !parsed ? 'failed' : isClean(findings) ? 'clean' : 'differs',
    reason: parsed ? null : "the app's schema refuses the answer",
  };
}

/** Calls the API at most `ratePerSecond` times a second and never past the deadline. */
function createCaller(options: ApiCheckOptions, token: { value: string | null }) {
  const doFetch = options.fetch ?? fetch;
  const interval = 1000 / (options.ratePerSecond ?? CHECK_DEFAULTS.ratePerSecond);
  const timeoutMs = options.timeoutMs ?? CHECK_DEFAULTS.timeoutMs;
  const deadline = Date.now() + (options.totalMs ?? CHECK_DEFAULTS.totalMs);
  let nextStart = 0;
  let calls = 0;

  return {
    /** Whether another request could still start before the deadline. */
    hasTime: () => Math.max(Date.now(), nextStart) < deadline,
    get calls() {
      return calls;
    },
    async send(method: HttpMethod, path: string, body?: unknown): Promise<Answer> {
      const start = Math.max(Date.now(), nextStart);
      nextStart = start + interval;
      if (start > Date.now())
        await new Promise((resolve) => setTimeout(resolve, start - Date.now()));
      calls += 1;
      const allowed = Math.max(1, Math.min(timeoutMs, deadline - Date.now()));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), allowed);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token.value) headers.accessToken = token.value;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const response = await doFetch(joinUrl(options.base, path), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        const text = await response.text();
        return {
          kind: 'answered',
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text,
        };
      } catch (error) {
        return {
          kind: 'none',
          reason: controller.signal.aborted
            ? `timed out after ${duration(allowed)}`
            : networkReason(error),
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

type Caller = ReturnType<typeof createCaller>;

const duration = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

const noAnswerMessage = (base: string, reason: string) =>
  `No answer from ${base} (${reason}): check --base and that the API is running.`;

async function logIn(
  caller: Caller,
  base: string,
  path: string,
  { phone, password }: { phone: string; password: string },
): Promise<string> {
  const answer = await caller.send('POST', path, { phone, password });
  if (answer.kind === 'none') throw new CheckStopped(noAnswerMessage(base, answer.reason));
  const received = readBody(answer);
  const refused = (why: string) =>
    new CheckStopped(`Login as ${phone} (POST ${path}) failed: ${why}.`);
  if (received.status !== 200) throw refused(`HTTP ${received.status}`);
  if (received.envelope === 'not-json' || received.envelope === 'not-envelope') {
    throw refused(`the answer is ${describeBody(received)}, so --base may not be the API's host`);
  }
  if (received.envelope === 'error') {
    const message = received.body?.errorMessage;
    throw refused(
      `code ${codeOf(received.body?.errorCode) ?? '(none)'}${typeof message === 'string' && message ? ` ${message}` : ''}`,
    );
  }
  const data = received.body?.resultData as { accessToken?: unknown } | null | undefined;
  if (typeof data?.accessToken !== 'string' || !data.accessToken) {
    throw refused('the answer carries no accessToken');
  }
  return data.accessToken;
}

const isSessionFailure = (received: Received): boolean =>
  received.status === 401 ||
  received.status === 403 ||
  (received.envelope === 'error' &&
    (SESSION_FAILURE_CODES as readonly string[]).includes(codeOf(received.body?.errorCode) ?? ''));

/**
 * Checks every read-only endpoint on the host. What the host does is in the report, `fatal` when
 * the check had to stop (no answer, login or token refused); only a fault of the checker throws.
 */
export async function checkApi(options: ApiCheckOptions): Promise<ApiCheckReport> {
  const entries = options.entries ?? contractEntries();
  const token = { value: options.token ?? null };
  const caller = createCaller(options, token);
  const reads = entries.filter(({ endpoint }) => endpoint.method === 'GET');
  const rows = new Map<string, CheckRow>();
  const notes: string[] = [];
  const report = (fatal: string | null): ApiCheckReport => {
    const ordered = reads.map(
      (entry) => rows.get(entry.id) ?? row(entry, { result: 'not-reached' }),
    );
    const allGood = ordered.every((one) => ['clean', 'refused', 'skipped'].includes(one.result));
    return {
      base: options.base,
      rows: ordered,
      writesNotCalled: entries.length - reads.length,
      notes,
      fatal,
      exitCode: fatal ? 2 : allGood ? 0 : 1,
    };
  };

  try {
    if (options.login) {
      const login = entries.find(isLogin)?.endpoint.path ?? LOGIN_PATH;
      token.value = await logIn(caller, options.base, login, options.login);
    }
    if (!token.value) {
      notes.push(
        'No --token or --phone/--password: endpoints behind the login answer a session failure.',
      );
    }
    for (const entry of reads) {
      if (entry.endpoint.changesState) {
        rows.set(
          entry.id,
          row(entry, { result: 'skipped', reason: 'changes state on the server' }),
        );
      }
    }
    const ids: SeenIds = new Map();
    let pending = reads.filter((entry) => !rows.has(entry.id));
    let progress = true;
    // the calls that need an id go after the answers that give one
    while (pending.length && progress && caller.hasTime()) {
      progress = false;
      for (const entry of pending) {
        if (!caller.hasTime()) break;
        const call = screenCall(entry.endpoint, ids);
        if (!call.ok) continue;
        progress = true;
        rows.set(
          entry.id,
          await callOne(
            caller,
            entry,
            withQuery(call.path, call.query),
            ids,
            token.value,
            options.base,
          ),
        );
      }
      pending = pending.filter((entry) => !rows.has(entry.id));
    }
    if (caller.hasTime()) {
      for (const entry of pending) {
        const call = screenCall(entry.endpoint, ids);
        rows.set(entry.id, row(entry, { result: 'skipped', reason: call.ok ? null : call.reason }));
      }
    } else if (pending.length) {
      notes.push('The time bound (--total) ran out: the endpoints left were not called.');
    }
    const answered = [...rows.values()].filter((one) => one.envelope !== null);
    if (answered.length && answered.every((one) => one.envelope === 'not-json')) {
      notes.push("No answer was JSON: --base may not be the API's host.");
    }
    return report(null);
  } catch (error) {
    if (error instanceof CheckStopped) return report(error.message);
    throw error;
  }
}

async function callOne(
  caller: Caller,
  entry: ContractEntry,
  called: string,
  ids: SeenIds,
  token: string | null,
  base: string,
): Promise<CheckRow> {
  const first = caller.calls === 0;
  const answer = await caller.send('GET', called);
  if (answer.kind === 'none') {
    if (first) throw new CheckStopped(noAnswerMessage(base, answer.reason));
    return row(entry, { called, result: 'failed', reason: `no answer (${answer.reason})` });
  }
  const received = readBody(answer);
  if (token && isSessionFailure(received)) {
    const code =
      received.envelope === 'error'
        ? `code ${codeOf(received.body?.errorCode)}`
        : `HTTP ${received.status}`;
    throw new CheckStopped(
      `The token was refused: GET ${called} answered ${code}. Log in again (--phone/--password) or pass a fresh --token.`,
    );
  }
  if (received.envelope === 'ok') collectIds(received.body?.resultData, ids);
  return row(entry, { called, ...judge(entry.endpoint, received) });
}
