import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@tests/mock-backend';
import { createMockHttpServer } from '../server';

const server = createMockHttpServer({ allowedOrigins: ['http://app.example'] });
let reportsUrl = '';

beforeAll(async () => {
  // these calls go to the real HTTP server over a socket, not to the in-process interception
  mockServer.close();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  reportsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__reports`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const batch = { build: 'index-abc.js', reports: [{ kind: 'chunk', page: '/agreement' }] };

describe('error report sink', () => {
  it('keeps the batches a page sends as a beacon, lists them and forgets them', async () => {
    const sent = await fetch(reportsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://app.example' },
      body: JSON.stringify(batch),
    });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('Access-Control-Allow-Origin')).toBe('http://app.example');

    expect(await (await fetch(reportsUrl)).json()).toEqual({ batches: [batch] });
    expect((await fetch(reportsUrl, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(reportsUrl)).json()).toEqual({ batches: [] });
  });

  it('refuses a body that is not JSON and keeps nothing of it', async () => {
    const sent = await fetch(reportsUrl, { method: 'POST', body: 'not json' });
    expect(sent.status).toBe(400);
    expect(await (await fetch(reportsUrl)).json()).toEqual({ batches: [] });
  });
});
