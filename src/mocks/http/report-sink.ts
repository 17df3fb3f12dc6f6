import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from './fetch-bridge';
import { sendJson } from './json-answer';

/**
 * A stand-in for the service behind VITE_ERROR_REPORT_URL: `POST /__reports` keeps a batch of
 * the app's error reports (sent by sendBeacon as text/plain), `GET /__reports` lists the
 * batches kept, oldest first, and `DELETE /__reports` forgets them. For tests only.
 */
export const REPORTS_PATH = '/__reports';

/** Enough for any journey; a runaway page cannot fill the memory. */
const KEPT_MAX = 500;
const BODY_MAX_BYTES = 64 * 1024;

export interface ReportSink {
  answer(
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void>;
}

export function createReportSink(): ReportSink {
  const batches: unknown[] = [];

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    const method = request.method ?? 'GET';
    if (method === 'GET') return sendJson(response, 200, { batches }, cors);
    if (method === 'DELETE') {
      batches.length = 0;
      return sendJson(response, 200, { ok: true }, cors);
    }
    if (method !== 'POST') return sendJson(response, 405, { error: `${method} not allowed` }, cors);
    const body = await readRequestBody(request);
    let batch: unknown;
    try {
      if (body.length > BODY_MAX_BYTES) throw new Error('too large');
      batch = JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(response, 400, { error: 'Expected a JSON batch of reports' }, cors);
    }
    batches.push(batch);
    if (batches.length > KEPT_MAX) batches.shift();
    response.writeHead(204, cors);
    response.end();
  }

  return { answer };
}
