import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@tests/mock-backend';
import { createMockHttpServer } from '../server';

const APP_ORIGIN = 'http://integrator.example';
const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
const documentFile = join(folder, 'openapi.json');
const document = { openapi: '3.1.0', info: { title: 'fixture', version: '1' }, paths: {} };
writeFileSync(documentFile, JSON.stringify(document));

const servers: Server[] = [];

async function start(openApiFile: string): Promise<string> {
  const server = createMockHttpServer({ allowedOrigins: [APP_ORIGIN], openApiFile });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  // these calls go to the real HTTP server over a socket, not to the in-process interception
  mockServer.close();
});
afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  rmSync(folder, { recursive: true, force: true });
});

describe('/openapi.json', () => {
  it('serves the document as JSON, with CORS for an allowed origin', async () => {
    const origin = await start(documentFile);
    const response = await fetch(`${origin}/openapi.json`, { headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(await response.json()).toEqual(document);
  });

  it('answers 404 saying how to generate it when the document is missing', async () => {
    const origin = await start(join(folder, 'not-generated.json'));
    const response = await fetch(`${origin}/openapi.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: expect.stringContaining('npm run contract'),
    });
  });
});
