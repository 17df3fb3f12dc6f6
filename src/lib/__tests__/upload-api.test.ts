import { unchecked } from '@/lib/schema';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-backend';
import { useSessionStore } from '@/stores/session-store';
import type { UserInfo } from '@/types/user';
import { apiClient } from '../api-client';
import { uploadFile } from '../upload-api';

async function logIn() {
  const { accessToken, userInfo } = await apiClient.post(
    'v1/front/ologin',
    { phone: '13800000001', password: '123456' },
    unchecked<{
      accessToken: string;
      userInfo: UserInfo;
    }>(),
  );
  useSessionStore.getState().startSession(accessToken, userInfo);
}

describe('uploadFile against the mock', () => {
  it('sends a multipart body to /common/upload and resolves to the URL', async () => {
    await logIn();
    const progress = vi.fn();
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'voucher.svg', {
      type: 'image/svg+xml',
    });
    await expect(uploadFile(file, progress)).resolves.toMatch(/^\/uploads\/[\w-]+\.svg$/);
  });

  it('rejects with the server message', async () => {
    await logIn();
    mockApi.failNext('POST', '/common/upload', { errorCode: '20703', errorMessage: '图片太大' });
    await expect(uploadFile(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject(
      {
        kind: 'business',
        code: '20703',
        message: '图片太大',
      },
    );
  });
});
