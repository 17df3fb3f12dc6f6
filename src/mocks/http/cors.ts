import type { IncomingMessage } from 'node:http';

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
/** Every header the app sets on its calls (src/lib/api-client.ts). */
const ALLOWED_HEADERS = ['accessToken', 'Content-Type', 'Idempotency-Key'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Who may call: only the listed origins, or any origin when no list is given. */
export type OriginPolicy = readonly string[] | undefined;

/** The request's Origin when the policy lets it call with credentials, otherwise null. */
export function allowedOrigin(request: IncomingMessage, policy: OriginPolicy): string | null {
  const origin = request.headers.origin;
  if (!origin) return null;
  return !policy || policy.includes(origin) ? origin : null;
}

/** What a credentialed call from `origin` needs; nothing for an origin that may not call. */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' };
}

export const isPreflight = (request: IncomingMessage): boolean =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

export const preflightHeaders = (origin: string | null): Record<string, string> =>
  origin
    ? {
        ...corsHeaders(origin),
        'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      }
    : {};
