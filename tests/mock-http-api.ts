import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockHttpServer } from '@/mocks/http/server';
import { mockServer } from './mock-backend';

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const listen = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * The mock backend over real HTTP on a free port (npm run mock-api in-process), with the seed
 * restored: the calls go over a socket, so the in-process interception is stopped first.
 */
export async function startMockHttpApi(): Promise<{ origin: string; close(): Promise<void> }> {
  mockServer.close();
  const server = createMockHttpServer();
  await listen(server);
  const origin = originOf(server);
  await fetch(`${origin}/__mock/reset`, { method: 'POST' });
  return { origin, close: () => close(server) };
}

/** An origin nothing listens on: the port was free a moment ago. */
export async function silentOrigin(): Promise<string> {
  const server = createServer();
  await listen(server);
  const origin = originOf(server);
  await close(server);
  return origin;
}
