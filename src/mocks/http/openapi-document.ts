import { readFile } from 'node:fs/promises';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sendJson } from './json-answer';

/** Where the API contract's OpenAPI document is served: an integrator's tools load it from here. */
export const OPENAPI_PATH = '/openapi.json';

/** The document `npm run contract` writes from the app's endpoint declarations. */
export const DEFAULT_OPENAPI_FILE = fileURLToPath(
  new URL('../../../docs/openapi.json', import.meta.url),
);

const isMissing = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'ENOENT';

/** Serves the OpenAPI document as it is on disk, or says why there is none. */
export async function sendOpenApiDocument(
  response: ServerResponse,
  file: string,
  method: string,
  headers: OutgoingHttpHeaders,
): Promise<void> {
  let document: Buffer;
  try {
    document = await readFile(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
    sendJson(
      response,
      404,
      { error: `No OpenAPI document at ${file}: generate it with npm run contract` },
      headers,
    );
    return;
  }
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': document.length,
    'Cache-Control': 'no-cache',
  });
  response.end(method === 'HEAD' ? undefined : document);
}
