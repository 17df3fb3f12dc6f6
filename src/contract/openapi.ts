import type { Endpoint } from '@/lib/endpoint';
import { pathParameters, wirePath } from '@/lib/endpoint';
import { errorMessages, everyCallCodes } from './error-messages';
import { contractEntries } from './registry';
import { wireSchema } from './wire-schema';

/** An OpenAPI object. */
type Json = Record<string, unknown>;

const ENVELOPE = '#/components/schemas/Envelope';

function parameters(endpoint: Endpoint): Json[] {
  const inPath = pathParameters(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: /Id$|^id$/.test(name) ? 'integer' : 'string' },
  }));
  const query = endpoint.query ? wireSchema(endpoint.query) : null;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, Json>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  const idempotency = endpoint.idempotent
    ? [{ $ref: '#/components/parameters/IdempotencyKey' }]
    : [];
  return [...inPath, ...inQuery, ...idempotency];
}

function requestBody(endpoint: Endpoint): Json | undefined {
  if (!endpoint.body) return undefined;
  const mediaType = endpoint.upload ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: wireSchema(endpoint.body) } } };
}

function operation(id: string, endpoint: Endpoint, messages: Map<string, string>): Json {
  const errors = (endpoint.errors ?? []).map((code) => ({
    code,
    message: messages.get(code) ?? '',
  }));
  const body = requestBody(endpoint);
  return {
    operationId: id,
    tags: [id.split('.')[0]],
    'x-path-from': endpoint.from.path,
    'x-shape-from': endpoint.from.shape,
    ...(endpoint.changesState ? { 'x-changes-state': true } : {}),
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description:
          'The envelope: resultStatus true with resultData, or false with a business error code',
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: ENVELOPE },
                { properties: { resultData: wireSchema(endpoint.answer) } },
              ],
            },
          },
        },
      },
    },
    'x-error-codes': errors,
  };
}

/** The OpenAPI 3.1 document of every endpoint the app calls, from their schemas. */
export function buildOpenApi(version: string): Json {
  const messages = errorMessages();
  const paths: Record<string, Record<string, Json>> = {};
  for (const { id, endpoint } of contractEntries()) {
    const path = (paths[wirePath(endpoint)] ??= {});
    path[endpoint.method.toLowerCase()] = operation(id, endpoint, messages);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member platform: the v1/front API as the app calls it',
      version,
      description:
        'Generated from the schemas the app parses answers with (src/features/*/api/*-endpoints.ts); ' +
        'do not edit: run npm run contract. x-path-from and x-shape-from say whether SPEC names ' +
        'the path and shows the shape or this app designed it; x-error-codes are the business ' +
        'codes a call may answer besides those of every call (x-every-call-error-codes). Money is ' +
        'integer fen.',
    },
    servers: [{ url: '/' }],
    'x-every-call-error-codes': everyCallCodes.map((code) => ({
      code,
      message: messages.get(code) ?? '',
    })),
    security: [{ accessToken: [] }],
    paths,
    components: {
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'One key per intent, the same on every retry: a repeated key is answered with the first answer, changing nothing',
          schema: { type: 'string' },
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['resultStatus'],
          properties: {
            resultStatus: { type: 'boolean' },
            resultData: {},
            errorMessage: { type: ['string', 'null'] },
            errorCode: { type: ['string', 'integer', 'null'] },
          },
        },
      },
    },
  };
}
