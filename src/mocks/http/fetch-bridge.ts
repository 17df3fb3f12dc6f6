import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** The Fetch API request that `request` (whose body has been read) stands for. */
export function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, {
    method,
    headers: fetchHeaders(request),
    body: hasBody ? new Uint8Array(body) : null,
  });
}

/** Sends a Fetch API response as it is, apart from its length, which is the body's own. */
export async function sendFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.setHeader('Content-Length', body.length);
  res.writeHead(response.status, response.statusText);
  res.end(body);
}
