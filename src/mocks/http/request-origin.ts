import type { IncomingMessage } from 'node:http';

/** host, host:port, [v6]:port; anything else in a Host header is not used to build URLs. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the request was made to, from its Host header, so that URLs in answers point
 * back at this server under the name the caller used (127.0.0.1, localhost, a LAN address).
 */
export function requestOrigin(request: IncomingMessage): string {
  const host = request.headers.host;
  if (host && PLAIN_HOST.test(host)) return `http://${host}`;
  const { localAddress, localPort } = request.socket;
  const address = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${address ?? '127.0.0.1'}:${localPort ?? 80}`;
}
