// @vitest-environment jsdom
import { accountEndpoints } from '@/features/account/api/account-endpoints';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { loginWithPassword } from '@/features/auth/api/login-calls';
import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

describe('the app’s own API functions against the mock', () => {
  it('log in, keep the token and read member data', async () => {
    const { accessToken, userInfo } = await loginWithPassword({
      phone: '13800000001',
      password: '123456',
    });
    useSessionStore.getState().startSession(accessToken, userInfo);

    expect(await apiClient.call(accountEndpoints.info)).toMatchObject({
      userId: 1,
      balance: 5_000_000,
    });
    expect(await apiClient.call(cartEndpoints.count, { background: true })).toBe(3);
    expect(
      (
        await apiClient.call(portalEndpoints.newsList, { query: { pageNo: 2, pageSize: 4 } })
      ).newList.map((item) => item.newId),
    ).toEqual([8, 7, 6, 5]);
    expect(
      (await apiClient.call(portalEndpoints.newsDetail, { path: { newId: 5 } })).newTitle,
    ).toBe('新增医疗器械专区上线公告');
    expect(
      (await apiClient.call(authEndpoints.agreement, { query: { name: 'privacy' } }))?.title,
    ).toBe('隐私政策');
  });
});
