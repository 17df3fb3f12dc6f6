// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@tests/mock-backend';
import { logInAs, SEEDED_MEMBER } from '@tests/render-app';
import { uploadEndpoints } from '@/lib/upload-endpoints';
import { uploadFile } from '../upload-api';

const logIn = () => logInAs(SEEDED_MEMBER);

describe('uploadFile against the mock', () => {
  it('sends a multipart body to /common/upload and resolves to the URL', async () => {
    await logIn();
    const progress = vi.fn();
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'voucher.svg', {
      type: 'image/svg+xml',
    });
    await expect(uploadFile(file, progress)).resolves.toMatch(/^\/uploads\/[\w-]+\.svg$/);
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  it.each([
    ['null', null],
    ['an object', { url: '/uploads/a.png' }],
    ['an empty string', ''],
  ])('rejects %s instead of a URL as a bad answer', async (_, resultData) => {
    await logIn();
    mockApi.failNext(uploadEndpoints.upload, { resultData });
    await expect(uploadFile(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject(
      { kind: 'parse' },
    );
  });

  it('rejects with the server message', async () => {
    await logIn();
    mockApi.failNext(uploadEndpoints.upload, { errorCode: '20703', errorMessage: '图片太大' });
    await expect(uploadFile(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject(
      {
        kind: 'business',
        code: '20703',
        message: '图片太大',
      },
    );
  });
});
