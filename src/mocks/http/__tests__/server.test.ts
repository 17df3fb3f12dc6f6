import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@tests/mock-backend';
import { seed } from '../../db/seed';
import { createMockHttpServer } from '../server';

const APP_ORIGIN = 'http://app.example';
const PUBLIC_DIR = new URL('../../../../public/', import.meta.url);

const server = createMockHttpServer({ allowedOrigins: [APP_ORIGIN] });
let origin = '';

beforeAll(async () => {
  // these calls go to the real HTTP server over a socket, not to the in-process interception
  mockServer.close();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  expect((await fetch(`${origin}/__mock/reset`, { method: 'POST' })).status).toBe(200);
});

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function logIn(): Promise<string> {
  const answer = postJson('v1/front/ologin', { phone: '13800000001', password: '123456' });
  const { resultData } = await jsonOf<{ resultData: { accessToken: string } }>(answer);
  return resultData.accessToken;
}

/** The JSON body of an answer, typed as what the test expects to find in it. */
async function jsonOf<T = Record<string, unknown>>(
  answer: Response | Promise<Response>,
): Promise<T> {
  return (await (await answer).json()) as T;
}

const corsHeaderNames = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it('answers a preflight from an allowed origin', async () => {
    const response = await fetch(`${origin}/v1/front/ologin`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'accesstoken, content-type, idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Vary')).toContain('Origin');
    expect(response.headers.get('Access-Control-Max-Age')).toMatch(/^\d+$/);
    const methods = response.headers.get('Access-Control-Allow-Methods')?.split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    const headers = response.headers.get('Access-Control-Allow-Headers')?.toLowerCase();
    expect(headers?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['accesstoken', 'content-type', 'idempotency-key']),
    );
  });

  it('echoes an allowed origin on calls, with credentials', async () => {
    const response = await fetch(`${origin}/v1/front/agreement?name=user`, {
      headers: { Origin: APP_ORIGIN },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('gives another origin no CORS headers', async () => {
    const preflight = await fetch(`${origin}/v1/front/ologin`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    const call = await fetch(`${origin}/v1/front/agreement?name=user`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(corsHeaderNames(preflight)).toEqual([]);
    expect(corsHeaderNames(call)).toEqual([]);
  });
});

describe('API calls', () => {
  it('logs in and answers a member call that carries the accessToken', async () => {
    const token = await logIn();
    const anonymous = await jsonOf(fetch(`${origin}/v1/front/info`));
    const member = await jsonOf(
      fetch(`${origin}/v1/front/info`, { headers: { accessToken: token } }),
    );
    expect(anonymous).toMatchObject({ resultStatus: false, errorCode: '000403' });
    expect(member).toMatchObject({ resultStatus: true, resultData: { phone: '13800000001' } });
  });

  it('answers 404 with JSON when no handler matches', async () => {
    const response = await fetch(`${origin}/v1/front/nothing-here`);
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({
      error: expect.stringContaining('/v1/front/nothing-here'),
    });
  });
});

describe('test seam over HTTP', () => {
  it('failNext answers the next call with the queued error, then normally', async () => {
    const queued = await postJson('__mock/failNext', {
      method: 'get',
      path: 'v1/front/agreement',
      answer: { errorCode: '3999', errorMessage: '系统繁忙' },
    });
    expect(queued.status).toBe(200);
    const failed = await jsonOf(fetch(`${origin}/v1/front/agreement?name=user`));
    const normal = await jsonOf(fetch(`${origin}/v1/front/agreement?name=user`));
    expect(failed).toMatchObject({ resultStatus: false, errorCode: '3999' });
    expect(normal).toMatchObject({ resultStatus: true });
  });

  it('failNext { network: true } ends the connection without an answer', async () => {
    await postJson('__mock/failNext', {
      method: 'GET',
      path: 'v1/front/agreement',
      answer: { network: true },
    });
    await expect(fetch(`${origin}/v1/front/agreement?name=user`)).rejects.toThrow(TypeError);
    expect((await fetch(`${origin}/v1/front/agreement?name=user`)).status).toBe(200);
  });

  it('refuses a bad body with 400 and says why', async () => {
    const response = await postJson('__mock/failNext', { method: 'GET', answer: { nope: 1 } });
    expect(response.status).toBe(400);
    expect((await jsonOf<{ error: string }>(response)).error).toMatch(/path/);
  });

  it('snapshot shows state changes and reset restores the seed', async () => {
    const token = await logIn();
    const changed = await jsonOf(fetch(`${origin}/__mock/snapshot`));
    expect(changed.sessions).toEqual({ [token]: 1 });

    expect((await fetch(`${origin}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect(await jsonOf(fetch(`${origin}/__mock/snapshot`))).toEqual(seed());
  });

  it('answers the readiness URL', async () => {
    expect((await fetch(`${origin}/__mock/health`)).status).toBe(200);
  });
});

describe('media', () => {
  it('makes media URLs in answers absolute on this server, which serves the files', async () => {
    const token = await logIn();
    const goods = await jsonOf<{ resultData: { list: { goodImg: string }[] } }>(
      fetch(`${origin}/v1/front/good?pageNum=1&pageSize=1`, { headers: { accessToken: token } }),
    );
    const image = goods.resultData.list[0].goodImg;
    expect(image.startsWith(`${origin}/goods/`)).toBe(true);

    const file = await fetch(image, { headers: { Origin: APP_ORIGIN } });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(file.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const expected = readFileSync(new URL(`.${new URL(image).pathname}`, PUBLIC_DIR), 'utf8');
    expect(await file.text()).toBe(expected);
  });

  it('serves a byte range of the sample video', async () => {
    const response = await fetch(`${origin}/portal/videos/sample.webm`, {
      headers: { Range: 'bytes=0-9' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    expect(response.headers.get('Content-Range')).toMatch(/^bytes 0-9\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(10);
  });

  it('serves nothing outside the media folders', async () => {
    const response = await fetch(`${origin}/goods/..%2F..%2Fpackage.json`);
    expect(response.status).toBe(404);
  });

  it('answers an upload with an absolute URL that serves the same bytes', async () => {
    const token = await logIn();
    const bytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 1, 2, 255]);
    const form = new FormData();
    form.append('file', new File([bytes], 'dot.gif', { type: 'image/gif' }));
    const uploaded = await fetch(`${origin}/v1/front/common/upload`, {
      method: 'POST',
      headers: { accessToken: token },
      body: form,
    });
    const { resultData: url } = await jsonOf<{ resultData: string }>(uploaded);
    expect(url.startsWith(`${origin}/uploads/`)).toBe(true);
    const file = await fetch(url);
    expect(file.headers.get('Content-Type')).toBe('image/gif');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
