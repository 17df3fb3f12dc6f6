import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { createMockApi, type MockApi } from '../seam';
import {
  allowedOrigin,
  corsHeaders,
  isPreflight,
  preflightHeaders,
  type OriginPolicy,
} from './cors';
import { readRequestBody, sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { sendJson } from './json-answer';
import { isMediaPath, mediaFilePath, sendMediaFile } from './media-files';
import { withAbsoluteMediaUrls } from './media-urls';
import { DEFAULT_OPENAPI_FILE, OPENAPI_PATH, sendOpenApiDocument } from './openapi-document';
import { createReportSink, REPORTS_PATH } from './report-sink';
import { requestOrigin } from './request-origin';
import { answerSeamCall, SEAM_PREFIX } from './seam-routes';

export interface MockHttpServerOptions {
  /** Origins whose pages may call with credentials; any origin when left out or empty. */
  allowedOrigins?: readonly string[];
  /** The folder holding the media folders (goods, portal, division, docs); public/ by default. */
  publicDir?: string;
  /** The OpenAPI document served at /openapi.json; docs/openapi.json by default. */
  openApiFile?: string;
}

const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));

/** What one call needs to be answered, besides the request and response themselves. */
interface Call {
  url: URL;
  method: string;
  /** This server's origin as the caller named it: where absolute media URLs point. */
  ownOrigin: string;
  cors: Record<string, string>;
}

async function answerSeam(
  api: MockApi,
  request: IncomingMessage,
  response: ServerResponse,
  call: Call,
) {
  const body = (await readRequestBody(request)).toString('utf8');
  const name = call.url.pathname.slice(SEAM_PREFIX.length);
  const seam = answerSeamCall(api, call.method, name, body);
  sendJson(response, seam.status, seam.body, { ...call.cors, ...seam.headers });
}

/** The msw handlers' answer, or a closed connection where they fail the transport. */
async function answerFromHandlers(request: IncomingMessage, response: ServerResponse, call: Call) {
  const fetchRequest = toFetchRequest(request, call.url, await readRequestBody(request));
  const mocked = await getResponse(handlers, fetchRequest);
  if (!mocked) {
    sendJson(
      response,
      404,
      { error: `No mock for ${call.method} ${call.url.pathname}` },
      call.cors,
    );
    return;
  }
  if (mocked.type === 'error') {
    // HttpResponse.error(), the seam's { network: true }: no HTTP answer at all
    request.socket.destroy();
    return;
  }
  for (const [name, value] of Object.entries(call.cors)) response.setHeader(name, value);
  await sendFetchResponse(await withAbsoluteMediaUrls(mocked, call.ownOrigin), response);
}

/**
 * The mock backend (the same msw handlers and database as in the page) over real HTTP, for
 * an app on another origin: CORS with credentials, the test seam under /__mock/, the media
 * files the mock's data points at, whose URLs in answers are made absolute, the API contract's
 * OpenAPI document at /openapi.json and a sink for the app's error reports at /__reports.
 */
export function createMockHttpServer({
  allowedOrigins,
  publicDir = DEFAULT_PUBLIC_DIR,
  openApiFile = DEFAULT_OPENAPI_FILE,
}: MockHttpServerOptions = {}): Server {
  const api = createMockApi();
  const reports = createReportSink();
  const policy: OriginPolicy = allowedOrigins?.length ? allowedOrigins : undefined;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A fresh connection per call: Chromium silently sends a request again when a reused
    // keep-alive connection closes without an answer, which would undo a simulated network failure.
    response.shouldKeepAlive = false;
    response.setHeader('Vary', 'Origin');
    const origin = allowedOrigin(request, policy);
    if (isPreflight(request)) {
      response.writeHead(204, preflightHeaders(origin));
      response.end();
      return;
    }
    const ownOrigin = requestOrigin(request);
    const call: Call = {
      url: new URL(request.url ?? '/', ownOrigin),
      method: request.method ?? 'GET',
      ownOrigin,
      cors: corsHeaders(origin),
    };
    const { pathname } = call.url;
    if (pathname.startsWith(SEAM_PREFIX)) return answerSeam(api, request, response, call);
    if (pathname === REPORTS_PATH) return reports.answer(request, response, call.cors);
    const reads = call.method === 'GET' || call.method === 'HEAD';
    if (reads && pathname === OPENAPI_PATH) {
      return sendOpenApiDocument(response, openApiFile, call.method, call.cors);
    }
    if (reads && isMediaPath(pathname)) {
      return sendMediaFile(request, response, mediaFilePath(publicDir, pathname), call.cors);
    }
    return answerFromHandlers(request, response, call);
  }

  return createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('[mock-api]', error);
      if (response.headersSent) response.destroy();
      else
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
}
