import * as v from 'valibot';
import { contractEntries } from '@/contract/registry';
import { pathParameters } from '@/lib/endpoint';
import type { MockApi } from '../seam';

/** The test seam over HTTP (MOCK.md): POST /__mock/reset and the rest, GET /__mock/snapshot. */
export const SEAM_PREFIX = '/__mock/';

export interface SeamAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const after = v.optional(v.boolean());
const failureAnswer = v.union(
  [
    v.object({ errorCode: v.string(), errorMessage: v.string(), after }),
    v.object({
      httpStatus: v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599)),
      after,
    }),
    v.object({ network: v.literal(true), after }),
    v.object({ delayMs: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)), after }),
    v.object({ resultData: v.unknown(), after }),
  ],
  'Expected { errorCode, errorMessage }, { httpStatus }, { network: true }, { delayMs } or { resultData }, each with an optional after: boolean',
);

const failureTimes = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
const failNextBody = v.object({
  method: v.pipe(v.string(), v.toUpperCase(), v.picklist(['GET', 'POST', 'PUT', 'DELETE'])),
  path: v.pipe(v.string(), v.minLength(1)),
  answer: failureAnswer,
  times: failureTimes,
});
const failEndpointBody = v.object({
  operationId: v.pipe(v.string(), v.minLength(1)),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  answer: failureAnswer,
  times: failureTimes,
});
const completeOnlinePaymentBody = v.object({ method: v.picklist(['wx', 'zfb']) });
const seedStatementBody = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});
const auditBody = v.object({
  decision: v.optional(v.picklist(['PASS', 'REFUSE']), 'PASS'),
});
const auditCertificationsBody = v.object({
  decision: v.picklist(['PASS', 'REFUSE']),
  reason: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const auditDistributionBody = v.object({
  decision: v.optional(v.picklist(['PASS', 'REFUSE']), 'PASS'),
  reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});

const answerConsultationsBody = v.object({
  reply: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
});

const ok = (body: unknown = { ok: true }): SeamAnswer => ({ status: 200, body });
const refused = (status: number, error: string): SeamAnswer => ({ status, body: { error } });

interface SeamRoute {
  method: 'GET' | 'POST';
  answer(api: MockApi, body: unknown): SeamAnswer;
}

/** Runs `work` on a body that `schema` accepts; otherwise 400 with what is wrong with it. */
function withBody<Schema extends v.GenericSchema>(
  schema: Schema,
  body: unknown,
  work: (body: v.InferOutput<Schema>) => SeamAnswer,
): SeamAnswer {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return work(parsed.output);
  const issues = parsed.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return refused(400, `Bad body: ${issues.join('; ')}`);
}

/** Every endpoint of the contract by its operationId, as docs/openapi.json names it. */
const endpointsById = new Map(contractEntries().map(({ id, endpoint }) => [id, endpoint]));

const namesOperation = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'operationId' in body;

const sameNames = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((name) => b.includes(name));

/** failNext for an endpoint named by its operationId, with a value for each path parameter or none. */
const failEndpoint = (api: MockApi, body: unknown): SeamAnswer =>
  withBody(failEndpointBody, body, ({ operationId, params, answer, times }) => {
    const endpoint = endpointsById.get(operationId);
    if (!endpoint) {
      return refused(400, `No endpoint has the operationId ${operationId}; see /openapi.json`);
    }
    const names = pathParameters(endpoint.path);
    if (params && !sameNames(Object.keys(params), names)) {
      const expected = names.length ? `the path parameters ${names.join(', ')}` : 'no params';
      return refused(400, `${operationId} (${endpoint.path}) takes ${expected}`);
    }
    api.failNext(params ? { endpoint, params } : endpoint, answer, times);
    return ok();
  });

const SEAM_ROUTES: Record<string, SeamRoute> = {
  health: { method: 'GET', answer: () => ok() },
  reset: {
    method: 'POST',
    answer: (api) => {
      api.reset();
      return ok();
    },
  },
  snapshot: { method: 'GET', answer: (api) => ok(api.snapshot()) },
  failNext: {
    method: 'POST',
    answer: (api, body) =>
      namesOperation(body)
        ? failEndpoint(api, body)
        : withBody(failNextBody, body, ({ method, path, answer, times }) => {
            api.failNext(method, path, answer, times);
            return ok();
          }),
  },
  completeOnlinePayment: {
    method: 'POST',
    answer: (api, body) =>
      withBody(completeOnlinePaymentBody, body, ({ method }) => {
        // the seam throws when no member is logged in or nothing is unpaid: a state conflict
        try {
          return ok(api.completeOnlinePayment(method));
        } catch (error) {
          return refused(409, error instanceof Error ? error.message : String(error));
        }
      }),
  },
  auditRecharges: {
    method: 'POST',
    answer: (api, body) =>
      withBody(auditBody, body, ({ decision }) => {
        api.auditRecharges(decision);
        return ok();
      }),
  },
  auditWithdrawals: {
    method: 'POST',
    answer: (api, body) =>
      withBody(auditBody, body, ({ decision }) => {
        api.auditWithdrawals(decision);
        return ok();
      }),
  },
  auditCertifications: {
    method: 'POST',
    answer: (api, body) =>
      withBody(auditCertificationsBody, body, ({ decision, reason }) =>
        ok({ audited: api.auditCertifications(decision, reason) }),
      ),
  },
  auditContracts: {
    method: 'POST',
    answer: (api, body) =>
      withBody(auditCertificationsBody, body, ({ decision, reason }) =>
        ok({ audited: api.auditContracts(decision, reason) }),
      ),
  },
  auditDistribution: {
    method: 'POST',
    answer: (api, body) =>
      withBody(auditDistributionBody, body, ({ decision, reason }) =>
        ok({ audited: api.auditDistribution(decision, reason) }),
      ),
  },
  answerConsultations: {
    method: 'POST',
    answer: (api, body) =>
      withBody(answerConsultationsBody, body, ({ reply }) =>
        ok({ answered: api.answerConsultations(reply) }),
      ),
  },
  seedStatement: {
    method: 'POST',
    answer: (api, body) =>
      withBody(seedStatementBody, body, ({ count }) => {
        api.seedStatement(count);
        return ok();
      }),
  },
};

function parseJson(text: string): { value: unknown } | null {
  if (!text.trim()) return { value: {} };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The answer to `method` /__mock/{name} with the request's body text (none reads as {}). */
export function answerSeamCall(
  api: MockApi,
  method: string,
  name: string,
  bodyText: string,
): SeamAnswer {
  const route = Object.hasOwn(SEAM_ROUTES, name) ? SEAM_ROUTES[name] : undefined;
  if (!route) return refused(404, `No seam call ${name}`);
  if (method !== route.method) {
    return { ...refused(405, `${name} takes ${route.method}`), headers: { Allow: route.method } };
  }
  const body = parseJson(bodyText);
  return body ? route.answer(api, body.value) : refused(400, 'Bad body: not JSON');
}
