// @vitest-environment jsdom
import { getMemberInfo } from '@/features/account/api/account-api';
import { getAgreement, loginWithPassword } from '@/features/auth/api/auth-api';
import { getCartCount } from '@/features/cart/api/cart-api';
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

    expect(await getMemberInfo()).toMatchObject({ userId: 1, balance: 5_000_000 });
    expect(await getCartCount()).toBe(3);
    expect(
      (
        await apiClient.call(portalEndpoints.newsList, { query: { pageNo: 2, pageSize: 4 } })
      ).newList.map((item) => item.newId),
    ).toEqual([8, 7, 6, 5]);
    expect(
      (await apiClient.call(portalEndpoints.newsDetail, { path: { newId: 5 } })).newTitle,
    ).toBe('新增医疗器械专区上线公告');
    expect((await getAgreement('privacy'))?.title).toBe('隐私政策');
  });
});
